import { describe, expect, it } from "vitest";
import { runCommand, tsxIn } from "./run-command";

/** scripts/check-astro.ts on a project of its own: tests/fixtures/astro-check. */
const checkFixture = () =>
  runCommand(
    tsxIn(),
    ["scripts/check-astro.ts", "--project", "tests/fixtures/astro-check/tsconfig.json"],
    { timeoutMs: 170_000 },
  );

describe("the .astro type check (npm run typecheck)", () => {
  it("fails on a type error in an .astro file, naming its file, line and the error", async () => {
    const run = await checkFixture();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "tests/fixtures/astro-check/type-error.astro:7:7: Type 'number' is not assignable to type 'string'.",
    );
    expect(run.stdout).toMatch(/1 \.astro files, 1 errors/);
  }, 180_000);
});
