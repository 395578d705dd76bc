import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { tsxIn } from "../run-command";

describe("a command started with a bad setting", () => {
  it.each([
    ["scripts/serve.ts", { PORT: "abc" }, "PORT=abc: must be a whole number from 1 to 65535"],
    ["scripts/content-check.ts", { SITE: "Işıltı" }, "SITE=Işıltı: must be a site name"],
  ])("%s stops at once, naming the variable", (script, env, message) => {
    const run = spawnSync(tsxIn(), [script], {
      env: { ...process.env, ...env },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(2);
    // One line, no stack trace: what an operator reads.
    expect(run.stderr.trim().split("\n")).toEqual([expect.stringContaining(message)]);
  });
});
