import { describe, expect, it } from "vitest";
import { parseDeployArgs } from "./cli-args";

describe("parseDeployArgs", () => {
  it("reads the environment and the switches", () => {
    expect(parseDeployArgs(["--env", "dev"])).toEqual({
      env: "dev",
      dryRun: false,
      force: false,
      full: false,
      dir: "out",
    });
    expect(
      parseDeployArgs(["--env=prod", "--dry-run", "--force", "--full", "--dir", "build"]),
    ).toEqual({
      env: "prod",
      dryRun: true,
      force: true,
      full: true,
      dir: "build",
    });
  });

  it("names what is wrong", () => {
    expect(parseDeployArgs([])).toEqual({ error: "--env dev or --env prod is required" });
    expect(parseDeployArgs(["--env", "staging"])).toEqual({
      error: '--env must be dev or prod, not "staging"',
    });
    expect(parseDeployArgs(["--env"])).toEqual({ error: "--env must be dev or prod, not nothing" });
    expect(parseDeployArgs(["--env", "dev", "--yes"])).toEqual({ error: 'unknown option "--yes"' });
  });
});
