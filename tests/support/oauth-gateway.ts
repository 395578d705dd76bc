import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { tsxIn } from "../../scripts/run-command";

/** The OAuth gateway (./oauth-gateway-server.ts) in its own process, trusting the stand-in's certificate. */
export async function startOAuthGateway(
  env: Record<string, string>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    tsxIn(),
    [path.resolve("tests/support/oauth-gateway-server.ts")],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        GATEWAY_ENV: JSON.stringify(env),
        NODE_EXTRA_CA_CERTS: path.resolve("tests/fixtures/tls/loopback.crt"),
      },
    },
  );
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the gateway did not start:\n${output}`)),
      30_000,
    );
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const found = /listening (\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.on("exit", (code) => reject(new Error(`the gateway exited (${code}):\n${output}`)));
  });
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
