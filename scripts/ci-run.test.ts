import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/** .ci/run with a stand-in npm that records its calls, so nothing is installed or run. */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function runCi(npmExit: number): { calls: string[]; status: number | null } {
  const dir = mkdtempSync(path.join(tmpdir(), "isilti-ci-"));
  dirs.push(dir);
  const log = path.join(dir, "calls.log");
  writeFileSync(log, "");
  const npm = path.join(dir, "npm");
  writeFileSync(npm, `#!/bin/sh\necho "npm $*" >> "${log}"\nexit ${npmExit}\n`);
  chmodSync(npm, 0o755);
  const run = spawnSync("bash", [".ci/run"], {
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
    encoding: "utf8",
  });
  return { calls: readFileSync(log, "utf8").trim().split("\n"), status: run.status };
}

describe(".ci/run", () => {
  it("installs cleanly from the lock file, then runs the README's test command", () => {
    expect(runCi(0)).toEqual({
      calls: ["npm ci --no-audit --no-fund", "npm test"],
      status: 0,
    });
  });

  it("stops at the first failure", () => {
    expect(runCi(3)).toEqual({ calls: ["npm ci --no-audit --no-fund"], status: 3 });
  });
});
