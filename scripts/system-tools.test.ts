import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { tsxIn } from "./run-command";

function run(env: Record<string, string>) {
  return spawnSync(tsxIn(), ["scripts/system-tools.ts"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
}

describe("scripts/system-tools.ts (the first step of npm test)", () => {
  it("goes on quietly when both programs are there", () => {
    const result = run({ CHROMIUM_PATH: process.execPath, NGINX_PATH: process.execPath });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe("");
  });

  it("stops with the reason when a named program is missing", () => {
    const result = run({ CHROMIUM_PATH: process.execPath, NGINX_PATH: "/nonexistent/nginx" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("NGINX_PATH=/nonexistent/nginx: no such file");
  });
});
