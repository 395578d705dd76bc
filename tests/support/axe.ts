import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";

/** The rule sets every axe check of the site runs. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core's violations on the page as it is now, one line each, through axe's own Playwright
 * binding: it evaluates axe in every frame through the browser's debugging protocol, which the
 * page's Content-Security-Policy (src/lib/hosting/headers.ts) does not govern, where an added
 * <script> would rightly be refused.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/**
 * A page to run axe on, in a browser context of its own: axe's binding gathers the frames'
 * results in a second page of the same context, which the context Playwright makes for a lone
 * page (`browser.newPage`) refuses. Close it with its context: `page.context().close()`.
 */
export async function pageForAxe(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}
