import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";

/** What the Network Information API tells the page, set before any script runs. */
export function connectionScript(connection: { saveData?: boolean; effectiveType?: string }) {
  return `Object.defineProperty(Navigator.prototype, "connection", {
    configurable: true,
    get: () => (${JSON.stringify({ effectiveType: "4g", saveData: false, ...connection })}),
  });`;
}

/** Prefetching off (as with Save-Data on): every navigation then asks for its data. */
export const NO_PREFETCH = connectionScript({ saveData: true });

export interface ReaderOptions extends BrowserContextOptions {
  /** Init scripts, e.g. NO_PREFETCH. */
  scripts?: string[];
  /** Whether the service worker may install (blocked by default: request interception). */
  serviceWorker?: boolean;
}

export async function newReader(
  browser: Browser,
  { scripts = [], serviceWorker = false, ...options }: ReaderOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    serviceWorkers: serviceWorker ? "allow" : "block",
    ...options,
  });
  for (const script of scripts) await context.addInitScript(script);
  return context;
}

/** A mark on the window: it survives client-side navigations, not full page loads. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __spa?: number }).__spa = 1;
  });
}

export async function windowMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __spa?: number }).__spa === 1);
}

/**
 * Clicks the first link to `href` as a script would (no pointer moves over other links, so
 * no hover prefetch): the router takes it like a reader's click.
 */
export async function clickLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.querySelector<HTMLAnchorElement>(`a[href="${target}"]`);
    if (!link) throw new Error(`no link to ${target}`);
    link.click();
  }, href);
}

/** The first article a page links to from its main content. */
export async function firstArticleLink(page: Page): Promise<string> {
  const href = await page.locator('main a[href^="/articles/"]').first().getAttribute("href");
  if (!href) throw new Error("no article link");
  return href;
}

export { isPageData, isPrefetch, prefetchedPage } from "./page-requests";

/** Full page loads of `pagePath` (document requests). */
export function countDocumentLoads(page: Page, pagePath: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === pagePath) count++;
  });
  return () => count;
}
