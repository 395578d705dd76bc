import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** The rule sets every axe check of the site runs. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core's violations on the page as it is now, one line each. axe is evaluated through
 * the browser's debugging protocol, not added as a <script>: the page's Content-Security-
 * Policy (src/lib/build/csp.ts) rightly refuses an inline script it does not know.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe;
    const result = (await axe.run({ runOnly: { type: "tag", values: tags } })) as {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    };
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  }, AXE_TAGS);
}
