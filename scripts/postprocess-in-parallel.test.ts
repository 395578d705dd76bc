import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diffTrees } from "../tests/support/project-copy";
import { postprocessExport } from "./postprocess-export";
import { postprocessInParallel } from "./postprocess-in-parallel";

const FONT =
  '<link rel="preload" href="/_next/static/media/a.woff2" as="font" crossorigin="" type="font/woff2"/>';
const page = (title: string, head = FONT) =>
  [
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}`,
    '<script src="/_next/static/chunks/a.js" async=""></script></head>',
    `<body><h1>${title}</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
    `<script>self.__next_f.push(${JSON.stringify([1, `0:"${title}"\n`])})</script>`,
    "</body></html>",
  ].join("");

/** An export of 40 articles, a home page with the font preloads and a 404 page without. */
function exportFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "postprocess-shards-"));
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  write("index.html", page("Ana sayfa"));
  write("index.txt", '0:"Ana sayfa"\n');
  write("404.html", page("Bulunamadı", ""));
  for (let i = 0; i < 40; i++) {
    write(`articles/yazi-${i}.html`, page(`Yazı ${i}`));
    write(`articles/yazi-${i}.txt`, `0:"Yazı ${i}"\n`);
    write(`articles/yazi-${i}/__next._full.txt`, `0:"Yazı ${i}"\n`);
  }
  return dir;
}

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const policy = { counterUrl: "https://counter.example.com/hit" };

describe("post-processing split between processes", () => {
  it("writes the same files as one process, every page once", async () => {
    const one = exportFolder();
    const split = path.join(tmpdir(), `${path.basename(one)}-split`);
    cpSync(one, split, { recursive: true });
    folders.push(one, split);
    const single = postprocessExport(one, policy);
    const shared = await postprocessInParallel(split, policy, 3);
    expect(shared).toEqual(single);
    expect(shared.pages).toBe(42);
    expect(shared.removed).toBe(40);
    expect(diffTrees(one, split)).toEqual({ added: [], removed: [], changed: [] });
    // The 404 page got the home page's font preloads, read before any shard rewrote the home page.
    expect(readFileSync(path.join(split, "404.html"), "utf8")).toContain(FONT);
  }, 30_000);

  it("fails naming the page a shard could not rewrite", async () => {
    const dir = exportFolder();
    folders.push(dir);
    writeFileSync(
      path.join(dir, "articles/yazi-7.html"),
      page("Yazı 7").replace("<head>", "<script>x()</script><head>"),
    );
    await expect(postprocessInParallel(dir, policy, 2)).rejects.toThrow(
      /articles\/yazi-7\.html: page has a script before <meta charset>/,
    );
  }, 30_000);
});
