import { describe, expect, it } from "vitest";
import { contentTypeOf, extensionOf, FALLBACK_TYPE, patternToRegExp } from "./content-types";

describe("contentTypeOf", () => {
  it.each([
    ["/index.html", "text/html; charset=utf-8"],
    ["/articles/x.txt", "text/plain; charset=utf-8"],
    ["/manifest.webmanifest", "application/manifest+json; charset=utf-8"],
    ["/sitemap.xml", "application/xml; charset=utf-8"],
    ["/feed.xml", "application/rss+xml; charset=utf-8"],
    ["/search-index.json", "application/json; charset=utf-8"],
    ["/_astro/figtree-tr.DNA0Dhq9.woff2", "font/woff2"],
    ["/og/gunes-kremi.png", "image/png"],
    ["/articles/gunes-kremi/opengraph-image", "image/png"],
    ["/icons/logo.svg", "image/svg+xml; charset=utf-8"],
    ["/img/0a1b-480.avif", "image/avif"],
    ["/img/0a1b-480.webp", "image/webp"],
    ["/sw.js", "text/javascript; charset=utf-8"],
    ["/_astro/style.jOmcH2bO.css", "text/css; charset=utf-8"],
    ["/favicon.ico", "image/x-icon"],
    ["/IMG/PHOTO.JPG", "image/jpeg"],
  ])("%s is %s", (file, type) => {
    expect(contentTypeOf(file)).toBe(type);
  });

  it("sends an unknown kind of file as bytes, never as something a browser runs", () => {
    expect(contentTypeOf("/notes.unknownext")).toBe(FALLBACK_TYPE);
    expect(contentTypeOf("/LICENSE")).toBe(FALLBACK_TYPE);
    expect(contentTypeOf("/.hidden")).toBe(FALLBACK_TYPE);
  });

  it("does not take a feed or card name found elsewhere in a path", () => {
    expect(contentTypeOf("/a/feed.xml")).toBe("application/xml; charset=utf-8");
    expect(contentTypeOf("/opengraph-image.txt")).toBe("text/plain; charset=utf-8");
  });
});

describe("extensionOf", () => {
  it("reads the last extension of the file name only", () => {
    expect(extensionOf("/a.b/c")).toBe("");
    expect(extensionOf("/x.tar.gz")).toBe("gz");
    expect(extensionOf("/.env")).toBe("");
  });
});

describe("patternToRegExp (the glob dialect serve.json shares)", () => {
  it("matches one segment with *, any depth with **, alternatives with {a,b}", () => {
    expect(patternToRegExp("/*.txt").test("/a.txt")).toBe(true);
    expect(patternToRegExp("/*.txt").test("/a/b.txt")).toBe(false);
    expect(patternToRegExp("/**/*.txt").test("/a.txt")).toBe(true);
    expect(patternToRegExp("/**/*.txt").test("/a/b/c.txt")).toBe(true);
    expect(patternToRegExp("/img/**").test("/img/a/b.avif")).toBe(true);
    expect(patternToRegExp("/img/**").test("/imgx/a.avif")).toBe(false);
    expect(patternToRegExp("/**/*.{png,svg}").test("/og/a.svg")).toBe(true);
    expect(patternToRegExp("/**/*.{png,svg}").test("/og/a.gif")).toBe(false);
  });

  it("treats regex characters in names literally", () => {
    expect(patternToRegExp("/sw.js").test("/swxjs")).toBe(false);
    expect(patternToRegExp("/a$b(c).txt").test("/a$b(c).txt")).toBe(true);
  });
});
