import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NGINX_PATH } from "../../scripts/support/system-tools";
import { freePort, type RunningServer } from "./server";

/**
 * The shipped site configuration, made to listen on `port` of the loopback interface and to
 * serve `root`: only its `listen` and `root` lines change, everything else is tested as shipped.
 */
function siteConfigFor(shipped: string, port: number, root: string): string {
  const listens = shipped.match(/^ {4}listen .*;$/gm) ?? [];
  const roots = shipped.match(/^ {4}root .*;$/gm) ?? [];
  if (listens.length === 0 || roots.length !== 1)
    throw new Error("the shipped configuration lacks its listen or root lines");
  return shipped
    .replace(/^ {4}listen .*;\n/gm, "")
    .replace(/^ {4}root .*;$/m, `    listen 127.0.0.1:${port};\n    root ${root};`);
}

/**
 * Runs nginx in the foreground with the shipped configuration of `site` and a temporary prefix
 * (pid, logs and temporary files in a temporary folder: no root rights needed, nothing of the
 * machine's nginx touched).
 */
export async function startNginx(siteDir: string, shippedConf: string): Promise<RunningServer> {
  if (!existsSync(NGINX_PATH))
    throw new Error(`${NGINX_PATH} is missing: install Debian's nginx (apt-get install nginx)`);
  const prefix = mkdtempSync(path.join(tmpdir(), "isilti-nginx-"));
  // nginx's workers run as an unprivileged user when started as root: they must reach the prefix.
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const temp = (name: string) => path.join(prefix, name);
  writeFileSync(
    temp("site.conf"),
    siteConfigFor(readFileSync(shippedConf, "utf8"), port, path.resolve(siteDir)),
  );
  writeFileSync(
    temp("nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${temp("nginx.pid")};`,
      `error_log ${temp("error.log")} warn;`,
      "events { worker_connections 64; }",
      "http {",
      `  access_log ${temp("access.log")};`,
      `  client_body_temp_path ${temp("client_body")};`,
      `  proxy_temp_path ${temp("proxy")};`,
      `  fastcgi_temp_path ${temp("fastcgi")};`,
      `  uwsgi_temp_path ${temp("uwsgi")};`,
      `  scgi_temp_path ${temp("scgi")};`,
      `  include ${temp("site.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(
    NGINX_PATH,
    ["-p", prefix, "-c", temp("nginx.conf"), "-e", temp("error.log")],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) {
      const log = existsSync(temp("error.log")) ? readFileSync(temp("error.log"), "utf8") : "";
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx exited with ${child.exitCode}:\n${output}\n${log}`);
    }
    if (Date.now() > deadline) throw new Error("nginx did not start within 15 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGQUIT");
      }),
  };
}
