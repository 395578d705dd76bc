import path from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { copyProject } from "../support/project-copy";
import { sisterSiteChecks } from "../support/sister-checks";
import { buildSisterSite, YUNBIT } from "../support/sister-sites";

/**
 * The Korean example site in tests/fixtures/sister-ko, built with SITE=yunbit in a copy of the project as
 * an operator would build a sister site, and checked in its own language.
 */

const copy = copyProject();
const out = path.join(copy.dir, "out");

afterAll(() => copy.cleanup());

describe("SITE=yunbit CONTENT_DIR=tests/fixtures/sister-ko/content npm run build", () => {
  beforeAll(async () => {
    const build = await buildSisterSite(YUNBIT, copy.dir);
    expect(build.code, build.stderr.slice(-3000)).toBe(0);
  }, 10 * 60_000);

  sisterSiteChecks(YUNBIT, () => out);
});
