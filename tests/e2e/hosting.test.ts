import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControlOf } from "@/lib/hosting/cache";
import { contentTypeOf } from "@/lib/hosting/content-types";
import { SECURITY_HEADERS } from "@/lib/hosting/headers";
import { COMPRESSION_LEVEL } from "@/lib/hosting/nginx";
import { launchBrowser } from "../support/browser";
import { OUT } from "../support/built-html";
import { startNginx } from "../support/nginx";
import { linkTree } from "../support/project-copy";
import { rawGet } from "../support/raw-http";
import { type RunningServer, startServer } from "../support/server";
import { builtModel, routeSamples } from "../support/site";

/**
 * The shipped host configurations, run for real: nginx with hosting/nginx/isilti.conf (only its
 * listen and root lines changed) and the local server with serve.json, over the built out/.
 */

const model = await builtModel();
const { article, category, sub } = routeSamples(model);
const NOT_FOUND_TITLE = "Sayfa Bulunamadı";

// out/ hard-linked into a temporary folder, plus one file of each kind a build may write that
// this one might not (the service worker, the feed, social cards, an SVG): every rule is tried.
const SITE = mkdtempSync(path.join(tmpdir(), "isilti-hosting-"));
const ROOT = path.join(SITE, "out");
const EXTRA: Record<string, string | Buffer> = {
  "sw.js": "self.addEventListener('fetch', () => {});\n",
  "feed.xml": '<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel/></rss>\n',
  "og/ornek.png": path.join(OUT, "icons/icon-192.png"),
  [`${article.path.slice(1)}/opengraph-image`]: path.join(OUT, "icons/icon-192.png"),
  "icons/ornek.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n',
};

function firstFile(dir: string, test: (name: string) => boolean): string {
  const name = readdirSync(path.join(OUT, dir)).find(test);
  if (!name) throw new Error(`out/${dir} has no file for this check`);
  return `/${dir}/${name}`;
}

/** [site path, Content-Type, Cache-Control]: written out here, not read from the rules. */
const HTML = "text/html; charset=utf-8";
const TEXT = "text/plain; charset=utf-8";
const REVALIDATE = "public, max-age=0, must-revalidate";
const YEAR = "public, max-age=31536000, immutable";
const HOUR = "public, max-age=3600";
const FILES: [string, string, string][] = [
  ["/", HTML, REVALIDATE],
  [category.path, HTML, REVALIDATE],
  [article.path, HTML, REVALIDATE],
  ["/robots.txt", TEXT, REVALIDATE],
  ["/manifest.webmanifest", "application/manifest+json; charset=utf-8", REVALIDATE],
  ["/sitemap.xml", "application/xml; charset=utf-8", REVALIDATE],
  ["/feed.xml", "application/rss+xml; charset=utf-8", REVALIDATE],
  ["/search-index.json", "application/json; charset=utf-8", REVALIDATE],
  ["/sw.js", "text/javascript; charset=utf-8", "no-cache"],
  [firstFile("_astro", (n) => n.endsWith(".woff2")), "font/woff2", YEAR],
  [firstFile("_astro", (n) => n.endsWith(".js")), "text/javascript; charset=utf-8", YEAR],
  [firstFile("_astro", (n) => n.endsWith(".css")), "text/css; charset=utf-8", YEAR],
  [firstFile("img", (n) => n.endsWith(".avif")), "image/avif", YEAR],
  [firstFile("img", (n) => n.endsWith(".webp")), "image/webp", YEAR],
  ["/og/ornek.png", "image/png", HOUR],
  [`${article.path}/opengraph-image`, "image/png", HOUR],
  ["/icons/ornek.svg", "image/svg+xml; charset=utf-8", HOUR],
  ["/favicon.ico", "image/x-icon", HOUR],
];

/** Every security header exactly as the rules module decides it (its values: headers.test.ts). */
function expectSecurityHeaders(headers: Record<string, string | undefined>, what: string) {
  for (const { name, value } of SECURITY_HEADERS)
    expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
}

beforeAll(() => {
  chmodSync(SITE, 0o755);
  linkTree(OUT, ROOT);
  for (const [file, data] of Object.entries(EXTRA)) {
    const target = path.join(ROOT, file);
    if (existsSync(target)) continue; // the build wrote it: test the real one (never write through a link)
    mkdirSync(path.dirname(target), { recursive: true });
    if (typeof data === "string" && data.startsWith("/")) copyFileSync(data, target);
    else writeFileSync(target, data);
  }
});
afterAll(() => rmSync(SITE, { recursive: true, force: true }));

it("lists the same types and caching the rules module decides for the files", () => {
  const clean = new Set(["/", category.path, article.path]);
  for (const [file, type, cache] of FILES) {
    const built = file === "/" ? "/index.html" : clean.has(file) ? `${file}.html` : file;
    expect(contentTypeOf(built), file).toBe(type);
    expect(cacheControlOf(built), file).toBe(cache);
  }
});

describe.each([
  ["nginx", () => startNginx(ROOT, "hosting/nginx/isilti.conf")],
  ["serve (npm start)", () => startServer(ROOT)],
] as const)("%s with the shipped configuration", (_name, start) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  it("serves clean URLs from .html files", async () => {
    for (const sitePath of ["/", category.path, sub.path, article.path, "/info/about-us"]) {
      const response = await rawGet(server.url, sitePath);
      expect(response.status, sitePath).toBe(200);
      const file = sitePath === "/" ? "index.html" : `${sitePath.slice(1)}.html`;
      expect(response.body === readFileSync(path.join(OUT, file), "utf8"), sitePath).toBe(true);
    }
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    for (const sitePath of ["/bu-sayfa-yok", `${category.path}/yok`, "/articles/yok.txt"]) {
      const response = await rawGet(server.url, sitePath);
      expect(response.status, sitePath).toBe(404);
      expect(response.headers["content-type"], sitePath).toBe(HTML);
      expect(response.body, sitePath).toContain(NOT_FOUND_TITLE);
      expect(response.headers["cache-control"], sitePath).toBe(REVALIDATE);
      expectSecurityHeaders(response.headers, sitePath);
    }
  });

  it("sends every kind of file with its type, its caching and the security headers", async () => {
    for (const [file, type, cache] of FILES) {
      const response = await rawGet(server.url, file);
      expect(response.status, file).toBe(200);
      expect(response.headers["content-type"], file).toBe(type);
      expect(response.headers["cache-control"], file).toBe(cache);
      expectSecurityHeaders(response.headers, file);
    }
  });

  it("compresses text", async () => {
    for (const file of ["/", article.path, "/search-index.json"]) {
      const response = await rawGet(server.url, file, { "accept-encoding": "gzip" });
      expect(response.headers["content-encoding"], file).toBe("gzip");
      expect(response.headers.vary ?? "", file).toMatch(/accept-encoding/i);
    }
  });

  it("redirects a trailing slash to the clean URL, on the same host", async () => {
    const response = await rawGet(server.url, `${sub.path}/`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(sub.path);
  });

  // Hostile requests.
  const notFoundPage = () => readFileSync(path.join(OUT, "404.html"), "utf8");

  it.each([
    ["a NUL byte", "/a%00b"],
    ["an encoded climb above the root", "/%2e%2e/%2e%2e/etc/passwd"],
    ["an encoded climb in a page's folder", `${category.path}/%2e%2e/%2e%2e/%2e%2e/etc/passwd`],
    ["an encoded slash climb", "/..%2f..%2fetc/passwd"],
    ["a lone percent sign", "/%"],
    ["a 2,000-character segment", `/${"a".repeat(2000)}`],
    ["a 2,000-character path of segments", "/a".repeat(1000)],
    ["a backslash", "/a%5Cb"],
    ["an encoded script tag", "/%3Cscript%3Ealert(1)%3C/script%3E"],
    ["a raw script tag", "/<script>alert(1)</script>"],
    ["an attribute breakout", `${article.path}%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E`],
    ["mixed Unicode and emoji", `/${encodeURIComponent("İşık-ğüzel-💄✨-ΣЖ-عربى-\u200f")}`],
    ["emoji past a file name's length", `/${encodeURIComponent("💄".repeat(100))}`],
  ])(
    "answers %s with the not-found page, status 404, nothing reflected",
    async (_what, rawPath) => {
      const response = await rawGet(server.url, rawPath);
      expect(response.status).toBe(404);
      expect(response.body).toContain(NOT_FOUND_TITLE);
      // Byte for byte the built page: nothing of the request is written into it.
      expect(response.body === notFoundPage()).toBe(true);
      expectSecurityHeaders(response.headers, rawPath);
    },
  );

  it("never redirects to another host", async () => {
    for (const rawPath of ["//evil.example/", "/%2F%2Fevil.example/", "/%5Cevil.example/"]) {
      const response = await rawGet(server.url, rawPath);
      const location = response.headers.location ?? "";
      expect(location.startsWith("//") || /^[a-z]+:/i.test(location), rawPath).toBe(false);
      expect(location.includes("\\"), rawPath).toBe(false);
    }
  });

  it("keeps a missing fingerprinted file out of long-lived caches", async () => {
    const response = await rawGet(server.url, "/_astro/yok.js");
    expect(response.status).toBe(404);
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
  });

  it("sends headers Chromium accepts without a console error or policy warning", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || /Policy/.test(message.text()))
          errors.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      for (const sitePath of ["/", article.path]) {
        await page.goto(server.url + sitePath, { waitUntil: "load" });
      }
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

// A page is as large from `npm start` as from nginx with its Brotli snippet (the local server
// is what `npm run bench` measures): the `compression` package's own default is level 4, about
// 5% larger, enough to push a page past the first round trip's 14.6 KB.
it("serve (npm start) sends Brotli at the level nginx is given", async () => {
  const server = await startServer(ROOT);
  try {
    for (const file of ["/", article.path]) {
      const response = await rawGet(server.url, file, { "accept-encoding": "br" });
      expect(response.headers["content-encoding"], file).toBe("br");
      const at = (quality: number) =>
        brotliCompressSync(response.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality },
        }).length;
      expect(Math.abs(response.sentBytes - at(COMPRESSION_LEVEL)), file).toBeLessThan(
        at(COMPRESSION_LEVEL) * 0.01,
      );
      expect(response.sentBytes, file).toBeLessThan(at(4));
    }
  } finally {
    await server.close();
  }
});
