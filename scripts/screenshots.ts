/**
 * Screenshots of the built site for docs/design.md: home, a category page and an article,
 * at 375 px and 1280 px, in the light and dark themes. Re-run after any visual change:
 *   npm run build && npm run screenshots
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchBrowser } from "../tests/support/browser";
import { startServer } from "../tests/support/server";

const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/skin-care" },
  { name: "article", path: "/articles/gunes-kremini-yeterli-miktarda-surmek" },
];
const WIDTHS = [375, 1280];
const THEMES = ["light", "dark"] as const;
const OUT_DIR = path.resolve("docs/screenshots");

mkdirSync(OUT_DIR, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 812 : 900 },
        deviceScaleFactor: 1,
        colorScheme: theme,
      });
      // A returning reader: the consent banner has been answered and does not cover the page.
      await context.addInitScript(() => localStorage.setItem("analytics-consent", "denied"));
      const page = await context.newPage();
      for (const target of PAGES) {
        await page.goto(server.url + target.path, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(OUT_DIR, `${target.name}-${width}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: false });
        console.log(path.relative(process.cwd(), file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
