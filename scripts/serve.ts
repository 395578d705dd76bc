/**
 * The local server (`npm run serve`, `npm start`): serves a built site the way a static host
 * does, with serve-handler (the library behind `serve`), the generated serve.json (clean URLs,
 * types, caching, security headers) and gzip or Brotli at the level nginx is given
 * (`COMPRESSION_LEVEL`), so a page is as large here as from the host. One thing more: a path no
 * file can have (a NUL byte, a malformed escape, `%2e%2e`, a 2,000-character name) gets the
 * not-found page with status 404, as nginx answers it, where serve-handler would answer 500
 * (src/lib/hosting/request-path.ts).
 *
 * Usage: tsx scripts/serve.ts [folder, default out]; PORT (default 3000), HOST (default all).
 */
import { createReadStream, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { constants } from "node:zlib";
import compression from "compression";
import handler from "serve-handler";
import { COMPRESSION_LEVEL } from "@/lib/hosting/nginx";
import { servablePath } from "@/lib/hosting/request-path";
import { envOrExit } from "./support/env";

/** A path no build writes (no page is named like this): serve-handler answers it with 404.html. */
const NOT_FOUND = "/__isilti-not-found__";

const root = path.resolve(process.argv[2] ?? "out");
const config = {
  ...JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../serve.json"), "utf8")),
  public: root,
};
const { port, host } = envOrExit();
// compression is connect-style middleware over Node's own request and response (it uses none
// of Express's additions); its DefinitelyTyped types name Express's.
const compress = promisify(
  compression({
    level: COMPRESSION_LEVEL,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: COMPRESSION_LEVEL } },
  }),
) as (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * serve-handler pipes a file stream into the response without listening for its errors, so a
 * file that vanishes between its lookup and its reading (a new build swapped in under the
 * server) would end the whole process. Such a stream ends only its own response.
 */
function readStreamFor(response: ServerResponse): typeof createReadStream {
  return (file, options) => {
    const stream = createReadStream(file, options);
    stream.on("error", (error) => {
      console.error(`serve: ${String(file)}: ${error.message}`);
      response.destroy();
    });
    return stream;
  };
}

const server = createServer((request, response) => {
  if (servablePath(request.url ?? "/") === null) request.url = NOT_FOUND;
  compress(request, response)
    .then(() => handler(request, response, config, { createReadStream: readStreamFor(response) }))
    .catch((error: unknown) => {
      console.error(`serve: ${request.method} ${request.url}:`, error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
});

server.listen(port, host, () => {
  console.log(
    `serving ${path.relative(process.cwd(), root) || "."} on http://${host ?? "localhost"}:${port}`,
  );
});
// A static server holds no state: open connections (a browser's keep-alive) are cut at once.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
