import { describe, expect, it } from "vitest";
import { deferHydration, HYDRATION_LOADER } from "./defer-hydration";

const page = [
  '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/poly.js" noModule=""></script></head>',
  "<body><h1>Başlık</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script src="/_next/static/chunks/b.js" async=""></script></body></html>',
].join("");

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("turns every framework chunk into a data block, in order, and drops script preloads", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[ab]\.js"/);
    expect(out).not.toContain('rel="preload" as="script"');
    const deferred = [...out.matchAll(/data-deferred-src="([^"]+)"/g)].map((m) => m[1]);
    expect(deferred).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]);
  });

  it("keeps the page's content, inline data and the noModule polyfill", () => {
    expect(out).toContain("<h1>Başlık</h1>");
    expect(out).toContain("self.__next_f");
    expect(out).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
  });

  it("adds the one constant loader just before </body>", () => {
    expect(out.endsWith(`<script>${HYDRATION_LOADER}</script></body></html>`)).toBe(true);
    expect(out.split(HYDRATION_LOADER)).toHaveLength(2);
  });

  it("leaves a page without framework chunks alone", () => {
    const plain = "<!DOCTYPE html><html><body><p>x</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("loads the chunks on load and on the first interaction, once", () => {
    const appended: string[] = [];
    const listeners = new Map<string, () => void>();
    const fakeDocument = {
      readyState: "loading",
      querySelectorAll: () => ["/a.js", "/b.js"].map((src) => ({ getAttribute: () => src })),
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (e: { src: string }) => appended.push(e.src) },
    };
    const fakeWindow = {
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    };
    new Function("document", "window", "setTimeout", "addEventListener", HYDRATION_LOADER)(
      fakeDocument,
      fakeWindow,
      (fn: () => void) => fn(),
      fakeWindow.addEventListener,
    );
    expect(appended).toEqual([]);
    listeners.get("keydown")?.();
    expect(appended).toEqual(["/a.js", "/b.js"]);
    listeners.get("load")?.();
    expect(appended).toEqual(["/a.js", "/b.js"]);
  });
});
