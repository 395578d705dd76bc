import { request as httpRequest } from "node:http";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { Worker } from "node:worker_threads";
import type { Request, Response } from "express";

/** A port the system has free on the loopback interface now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Decap's file-system backend: decap-server, as its documentation runs it (`npx decap-server`),
 * through the package's own entry, which starts the server from the environment (PORT,
 * BIND_HOST, MODE, GIT_REPO_DIRECTORY, LOG_LEVEL). It runs in a worker thread, so it has an
 * environment of its own and stops with the desk, on a loopback port of its own; resolves
 * with that port once it answers.
 */
export async function startDecapServer(
  repoRoot: string,
  onFailure: (message: string) => void,
): Promise<number> {
  const port = await freePort();
  const worker = new Worker(createRequire(import.meta.url).resolve("decap-server"), {
    // Plain JavaScript: without tsx's loader, which this process runs under and which does not
    // start it in a worker.
    execArgv: [],
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: repoRoot,
      LOG_LEVEL: "warn",
    },
  });
  worker.on("error", (error) => onFailure(`decap-server: ${error.message}`));
  worker.on("exit", (code) => onFailure(`decap-server stopped (${code})`));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/v1`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "info", params: {} }),
      });
      if (answer.ok) return port;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("decap-server did not answer within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Passes a request on to decap-server on `port` as it came, and its answer back, so the desk's
 * page and its API share one address (one port to open, no cross-origin requests).
 */
export function forwardTo(port: number) {
  return (request: Request, response: Response) => {
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: request.method,
        path: request.originalUrl,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error) => {
      if (!response.headersSent) response.status(502);
      response.end(`decap-server: ${error.message}`);
    });
    request.pipe(upstream);
  };
}
