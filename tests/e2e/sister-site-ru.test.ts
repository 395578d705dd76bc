import path from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { copyProject } from "../support/project-copy";
import { sisterSiteChecks } from "../support/sister-checks";
import { buildSisterSite, SIYANIE } from "../support/sister-sites";

/**
 * The Russian example site in tests/fixtures/sister-ru, built with SITE=siyanie in a copy of the project as
 * an operator would build a sister site, and checked in its own language.
 */

const copy = copyProject();
const out = path.join(copy.dir, "out");

afterAll(() => copy.cleanup());

describe("SITE=siyanie CONTENT_DIR=tests/fixtures/sister-ru/content npm run build", () => {
  beforeAll(async () => {
    const build = await buildSisterSite(SIYANIE, copy.dir);
    expect(build.code, build.stderr.slice(-3000)).toBe(0);
  }, 10 * 60_000);

  sisterSiteChecks(SIYANIE, () => out);
});
