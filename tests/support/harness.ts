import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { type RunningServer, startServer } from "./server";

interface Harness {
  server: RunningServer;
  browser: Browser;
  /** The served site's origin, e.g. http://127.0.0.1:40123. */
  readonly url: string;
}

/** Serves out/ (as npm start does) and launches Chromium for one test file. */
export function serveBuiltSite(): Harness {
  const harness = {
    get url() {
      return this.server.url;
    },
  } as Harness;
  beforeAll(async () => {
    harness.server = await startServer();
    harness.browser = await launchBrowser();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.close();
  });
  return harness;
}
