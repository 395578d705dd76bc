import { existsSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM_PATH } from "../../scripts/support/system-tools";

/** This machine's network is closed: background services would only fail noisily. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** Opens a page and waits until its navigation runtime runs. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForRuntime(page);
}

/** Waits until the page's navigation runtime runs (it marks `<html data-runtime>`). */
export async function waitForRuntime(page: Page): Promise<void> {
  await page.waitForSelector("html[data-runtime]", { state: "attached" });
}

/** The fonts Chromium actually drew an element's text with (not the CSS font-family list). */
export async function renderedFonts(
  page: Page,
  selector: string,
): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}
