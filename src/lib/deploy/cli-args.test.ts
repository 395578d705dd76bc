import { describe, expect, it } from "vitest";
import { parseDeployArgs } from "./cli-args";

describe("parseDeployArgs", () => {
  it("reads the environment and the switches", () => {
    expect(parseDeployArgs(["--env", "dev"])).toEqual({
      env: "dev",
      action: "deploy",
      dryRun: false,
      force: false,
      full: false,
      dir: "out",
    });
    expect(
      parseDeployArgs(["--env=prod", "--dry-run", "--force", "--full", "--dir", "build"]),
    ).toEqual({
      env: "prod",
      action: "deploy",
      dryRun: true,
      force: true,
      full: true,
      dir: "build",
    });
  });

  it("reads --status and --rollback", () => {
    expect(parseDeployArgs(["--env", "prod", "--status"])).toMatchObject({ action: "status" });
    expect(parseDeployArgs(["--env", "prod", "--rollback", "--dry-run"])).toMatchObject({
      action: "rollback",
      dryRun: true,
    });
  });

  it("names what is wrong", () => {
    expect(parseDeployArgs([])).toEqual({ error: "--env dev or --env prod is required" });
    expect(parseDeployArgs(["--env", "staging"])).toEqual({
      error: '--env must be dev or prod, not "staging"',
    });
    expect(parseDeployArgs(["--env"])).toEqual({ error: "--env must be dev or prod, not nothing" });
    expect(parseDeployArgs(["--env", "dev", "--yes"])).toEqual({ error: 'unknown option "--yes"' });
    expect(parseDeployArgs(["--env", "dev", "extra"])).toEqual({ error: 'unknown option "extra"' });
    expect(parseDeployArgs(["--env", "dev", "--full=yes"])).toEqual({
      error: "--full takes no value",
    });
    expect(parseDeployArgs(["--env", "prod", "--status", "--rollback"])).toEqual({
      error: "--status and --rollback: one at a time",
    });
    expect(parseDeployArgs(["--env", "prod", "--rollback", "--force"])).toEqual({
      error: "--rollback takes no --force: it restores a build that was live before",
    });
  });
});
