import { describe, expect, it } from "vitest";
import { fontPreloads, withFontPreloads } from "./font-preloads";

const A =
  '<link rel="preload" href="/_next/static/media/a.woff2" as="font" crossorigin="" type="font/woff2"/>';
const B =
  '<link rel="preload" href="/_next/static/media/b.woff2" as="font" crossorigin="" type="font/woff2"/>';
const head = (extra = "") =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>${extra}<link rel="stylesheet" href="/x.css"/></head><body></body></html>`;

describe("font preloads", () => {
  it("reads a page's font preloads, not its other preloads", () => {
    const page = head(`${A}<link rel="preload" href="/img/x.webp" as="image"/>${B}`);
    expect(fontPreloads(page)).toEqual([A, B]);
  });

  it("adds them after the viewport tag, before the stylesheets, to a page without any", () => {
    const page = withFontPreloads(head(), [A, B]);
    expect(page).toContain(
      `<meta name="viewport" content="width=device-width"/>${A}${B}<link rel="stylesheet"`,
    );
  });

  it("leaves a page with its own font preloads, or given none, unchanged", () => {
    expect(withFontPreloads(head(A), [A, B])).toBe(head(A));
    expect(withFontPreloads(head(), [])).toBe(head());
  });
});
