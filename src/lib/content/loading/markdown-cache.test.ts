import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { renderMarkdownWithHeadings } from "./markdown";
import { markdownCache } from "./markdown-cache";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function counting() {
  const calls: string[] = [];
  const render = (markdown: string) => {
    calls.push(markdown);
    return renderMarkdownWithHeadings(markdown);
  };
  return { calls, render };
}

describe("markdownCache", () => {
  it("renders each body once across builds, with the same result as rendering it", () => {
    dir = mkdtempSync(path.join(tmpdir(), "isilti-md-"));
    const text = "## Güneş\n\nMetin *vurgulu*.\n";
    const first = counting();
    const built = markdownCache(dir, first.render, "v1").render(text);
    expect(built).toEqual(renderMarkdownWithHeadings(text));
    const second = counting();
    expect(markdownCache(dir, second.render, "v1").render(text)).toEqual(built);
    expect(first.calls).toHaveLength(1);
    expect(second.calls).toHaveLength(0);
  });

  it("renders again when the pipeline changes", () => {
    dir = mkdtempSync(path.join(tmpdir(), "isilti-md-"));
    markdownCache(dir, counting().render, "v1").render("Metin.");
    const changed = counting();
    markdownCache(dir, changed.render, "v2").render("Metin.");
    expect(changed.calls).toEqual(["Metin."]);
  });

  it("prunes entries a build did not use", () => {
    dir = mkdtempSync(path.join(tmpdir(), "isilti-md-"));
    const old = markdownCache(dir, renderMarkdownWithHeadings, "v1");
    old.render("Eski metin.");
    old.render("Kalan metin.");
    const next = markdownCache(dir, renderMarkdownWithHeadings, "v1");
    next.render("Kalan metin.");
    expect(next.prune()).toBe(1);
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
