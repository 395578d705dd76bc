import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inlinePayload } from "@/lib/build/defer-hydration";
import { postprocessExport } from "./postprocess-export";

const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
const LOGO = '<link rel="preload" href="/icons/logo.png" as="image"/>';
const HERO = '<link rel="preload" href="/img/hero.webp" as="image" fetchPriority="high"/>';
const page = (payload: string, preloads = `${LOGO}${HERO}`) =>
  [
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${preloads}`,
    '<script src="/_next/static/chunks/a.js" async=""></script></head>',
    "<body><h1>Başlık</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    push(payload),
    "</body></html>",
  ].join("");

const ROWS = '0:{"P":null}\n1:"$Sreact.fragment"\n';
const REORDERED = '1:"$Sreact.fragment"\n0:{"P":null}\n';
let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function exported(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), "postprocess-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const read = (name: string) => readFileSync(path.join(dir, name), "utf8");
const policy = { counterUrl: "https://counter.example.com/hit" };

describe("postprocessExport", () => {
  it("drops a page's inline payload when its .txt file holds the same bytes", () => {
    exported({ "articles/x.html": page(ROWS), "articles/x.txt": ROWS });
    const result = postprocessExport(dir, policy);
    expect(result.realigned).toEqual([]);
    expect(inlinePayload(read("articles/x.html"))).toBe("");
    expect(read("articles/x.html")).toContain('data-payload="/articles/x.txt"');
    expect(read("articles/x.txt")).toBe(ROWS);
  });

  it("writes the page's own payload to its .txt file when the two differ, and still drops the inline copy", () => {
    exported({ "articles/x.html": page(ROWS), "articles/x.txt": REORDERED });
    const result = postprocessExport(dir, policy);
    expect(result.realigned).toEqual([path.join("articles", "x.html")]);
    expect(read("articles/x.txt")).toBe(ROWS);
    expect(inlinePayload(read("articles/x.html"))).toBe("");
  });

  it("never rewrites the not-found route's payload from the host's 404 page", () => {
    exported({ "404.html": page(ROWS), "_not-found.txt": REORDERED });
    postprocessExport(dir, policy);
    expect(read("_not-found.txt")).toBe(REORDERED);
    expect(inlinePayload(read("404.html"))).toBe(ROWS);
  });

  it("writes two renders whose head tags finished in another order as the same page", () => {
    exported({
      "a/x.html": page(ROWS, `${LOGO}${HERO}`),
      "a/x.txt": ROWS,
      "b/x.html": page(ROWS, `${HERO}${LOGO}`),
      "b/x.txt": ROWS,
    });
    postprocessExport(dir, policy);
    const steady = read("a/x.html");
    expect(steady.replaceAll("/a/x.txt", "/b/x.txt")).toBe(read("b/x.html"));
    expect(steady.indexOf(HERO)).toBeLessThan(steady.indexOf(LOGO));
  });
});
