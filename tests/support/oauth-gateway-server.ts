/**
 * The hosted desk's OAuth gateway (hosting/oauth-gateway/worker.js, sveltia-cms-auth as
 * published, a Cloudflare Worker) run under Node, as Cloudflare runs a Worker: each request
 * handed to its `fetch(request, env)` as a Fetch API Request, its Response written back. Over
 * HTTPS (the gateway's cookie is `Secure`). Started in a process of its own by
 * tests/support/oauth-gateway.ts, so that NODE_EXTRA_CA_CERTS makes its `fetch` trust the
 * GitHub stand-in's certificate. Prints `listening PORT` when ready.
 */
import { createServer } from "node:https";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { TLS } from "./github-standin";

type Worker = { fetch: (request: Request, env: Record<string, string>) => Promise<Response> };
const worker = (
  (await import(pathToFileURL(path.resolve("hosting/oauth-gateway/worker.js")).href)) as {
    default: Worker;
  }
).default;
// The Worker's variables and secrets, as `wrangler secret put` and [vars] would give them.
const env = JSON.parse(process.env.GATEWAY_ENV ?? "{}") as Record<string, string>;

const server = createServer(TLS, async (incoming, outgoing) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  const { port } = server.address() as { port: number };
  const response = await worker.fetch(
    new Request(`https://127.0.0.1:${port}${incoming.url}`, {
      method: incoming.method,
      headers,
    }),
    env,
  );
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out["set-cookie"] = cookies;
  outgoing.writeHead(response.status, out);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
});
server.listen(0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as { port: number }).port}`);
});
