/**
 * The service worker's kill switch: a site built with SW_KILL_SWITCH=1 ships a /sw.js that
 * replaces an installed worker, deletes the site's caches and unregisters itself. The kill
 * switch changes nothing but sw.js, so the killed site here is out/ with its sw.js rebuilt by
 * the build's own step (scripts/build-sw.ts) under that setting; it is swapped in under the
 * running server, as a deploy would.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_PREFIX } from "@/lib/navigation/offline-cache";
import { tsxIn } from "../../scripts/run-command";
import { launchBrowser } from "../support/browser";
import { OUT } from "../support/built-html";
import { newReader } from "../support/navigation";
import { linkTree } from "../support/project-copy";
import { type RunningServer, startServer } from "../support/server";
import { builtModel } from "../support/site";
import { swappableSite } from "../support/site-copy";

const article = (await builtModel()).articles[0];
let site: ReturnType<typeof swappableSite>;
let killed: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  // A copy of out/ (hard links: sw.js is replaced by a rename, never written through).
  const root = mkdtempSync(path.join(tmpdir(), "isilti-killed-"));
  killed = path.join(root, "out");
  linkTree(OUT, killed);
  const run = spawnSync(tsxIn(), ["scripts/build-sw.ts", killed], {
    env: { ...process.env, SW_KILL_SWITCH: "1" },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`build-sw failed: ${run.stderr}`);
  site = swappableSite({ normal: OUT, killed });
  rmSync(root, { recursive: true, force: true });
  site.show("normal");
  server = await startServer(site.dir);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  site?.cleanup();
});

describe("the kill switch", () => {
  it("is a different worker: no precache, no routes", () => {
    const normal = readFileSync(path.join(OUT, "sw.js"), "utf8");
    const kill = readFileSync(path.join(site.dir, "..", "killed", "sw.js"), "utf8");
    expect(normal).toContain("/offline");
    expect(kill).not.toContain("/offline");
    expect(kill).toContain("unregister");
  });

  it("unregisters the installed worker and deletes the site's caches", async () => {
    if (!article) throw new Error("no article");
    context = await newReader(browser, { serviceWorker: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(server.url + article.path);
    await page.waitForLoadState("networkidle");
    const ourCaches = () =>
      page.evaluate(
        async (prefix) => (await caches.keys()).filter((name) => name.startsWith(prefix)),
        CACHE_PREFIX,
      );
    const registrations = () =>
      page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length));
    expect(await registrations()).toBe(1);
    expect((await ourCaches()).length).toBeGreaterThan(0);

    site.show("killed");
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect.poll(ourCaches, { timeout: 15_000 }).toEqual([]);
    await expect.poll(registrations, { timeout: 15_000 }).toBe(0);
    // The site still works, from the network.
    expect(await page.locator("main h1").textContent()).toBe(article.title);
    await page.goto(`${server.url}/`);
    await page.waitForLoadState("networkidle");
    await expect.poll(registrations, { timeout: 15_000 }).toBe(0);
    expect(await ourCaches()).toEqual([]);

    // Nothing is served offline any more.
    await context.setOffline(true);
    await expect(page.goto(server.url + article.path)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });
});
