import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The project brings its own Node (the `node` devDependency): whatever Node runs npm, the npm
 * scripts, the tests and the build run on the pinned one.
 */
const pinned: string = JSON.parse(readFileSync("package.json", "utf8")).devDependencies.node;

/** A shell's PATH as a newcomer has it: without any node_modules/.bin npm added. */
function plainPath(): string {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => !dir.includes(`node_modules${path.sep}.bin`))
    .join(path.delimiter);
}

describe("the project's own Node", () => {
  it("is a Node 24 LTS release, pinned exactly", () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
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
