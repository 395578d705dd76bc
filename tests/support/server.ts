import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { tsxIn } from "../../scripts/run-command";
import { OUT } from "./built-html";

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Serves a built site exactly as `npm run serve` does: scripts/serve.ts with the repository's
 * serve.json (clean URLs, 404.html with status 404, headers, gzip).
 */
export async function startServer(siteDir = OUT): Promise<RunningServer> {
  const port = await freePort();
  const root = path.resolve(siteDir);
  const child: ChildProcess = spawn(tsxIn(), [path.resolve("scripts/serve.ts"), root], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  });
  // Read its output as it comes (an unread pipe fills and stalls the server); keep the end of
  // it to say why, should it exit.
  let output = "";
  let closing = false;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.once("exit", (code) => {
    if (!closing) console.error(`scripts/serve.ts exited (${code}) while in use:\n${output}`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/`);
      if (response.ok || response.status === 404) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null)
      throw new Error(`scripts/serve.ts exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error("scripts/serve.ts did not start within 15 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        closing = true;
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
