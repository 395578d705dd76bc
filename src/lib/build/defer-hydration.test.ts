import { describe, expect, it } from "vitest";
import { deferHydration, HYDRATION_LOADER, inlinePayload } from "./defer-hydration";

const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
const PAYLOAD = [
  '0:{"P":null}\n',
  '1:"$Sreact.fragment"\n2:["$","p",null,{"children":"Başlık \\"x\\""}]\n',
];

const page = [
  '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/poly.js" noModule=""></script></head>',
  "<body><h1>Başlık</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  push(PAYLOAD[0] ?? ""),
  push(PAYLOAD[1] ?? ""),
  '<script src="/_next/static/chunks/b.js" async=""></script></body></html>',
].join("");
const payload = { url: "/articles/x.txt", text: PAYLOAD.join("") };

describe("deferHydration", () => {
  const out = deferHydration(page, payload);

  it("turns every framework chunk into a data block, in order, and drops script preloads", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[ab]\.js"/);
    expect(out).not.toContain('rel="preload" as="script"');
    const deferred = [...out.matchAll(/data-deferred-src="([^"]+)"/g)].map((m) => m[1]);
    expect(deferred).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]);
  });

  it("reads the inline payload back exactly", () => {
    expect(inlinePayload(page)).toBe(payload.text);
  });

  it("drops the inline payload when it is the page's payload file, and names that file", () => {
    expect(inlinePayload(out)).toBe("");
    expect(out).not.toContain("self.__next_f.push([1");
    expect(out).toContain(
      `<script data-payload="/articles/x.txt">${HYDRATION_LOADER}</script></body></html>`,
    );
    // The bootstrap push stays: it is constant.
    expect(out).toContain("(self.__next_f=self.__next_f||[]).push([0])");
  });

  it("keeps the inline payload when the file differs or is missing", () => {
    for (const other of [{ url: "/x.txt", text: "başka" }, undefined]) {
      const kept = deferHydration(page, other);
      expect(inlinePayload(kept)).toBe(payload.text);
      expect(kept).toContain(`<script>${HYDRATION_LOADER}</script></body>`);
    }
  });

  it("keeps the page's content and the noModule polyfill", () => {
    expect(out).toContain("<h1>Başlık</h1>");
    expect(out).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
  });

  it("leaves a page without framework chunks alone", () => {
    const plain = "<!DOCTYPE html><html><body><p>x</p></body></html>";
    expect(deferHydration(plain, payload)).toBe(plain);
  });
});

describe("the loader", () => {
  /** Runs the loader's text against a fake page; returns what it appended and pushed. */
  function run(payloadUrl: string | null, response: Promise<{ ok: boolean; text: string }>) {
    const appended: string[] = [];
    const listeners = new Map<string, () => void>();
    const fetched: string[] = [];
    const self: { __next_f?: unknown[] } = {};
    const fakeDocument = {
      readyState: "loading",
      currentScript: { getAttribute: () => payloadUrl },
      querySelectorAll: () => ["/a.js", "/b.js"].map((src) => ({ getAttribute: () => src })),
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (e: { src: string }) => appended.push(e.src) },
    };
    const fakeWindow = {
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    };
    const fakeFetch = (url: string, init: { headers: Record<string, string> }) => {
      fetched.push(`${url} RSC:${init.headers.RSC}`);
      return response.then((r) => ({ ok: r.ok, text: async () => r.text }));
    };
    new Function("document", "window", "setTimeout", "fetch", "self", HYDRATION_LOADER)(
      fakeDocument,
      fakeWindow,
      (fn: () => void) => fn(),
      fakeFetch,
      self,
    );
    return { appended, listeners, fetched, self };
  }

  it("starts on load or the first interaction, once, after handing over the payload", async () => {
    const page = run("/articles/x.txt", Promise.resolve({ ok: true, text: "0:{}\n" }));
    expect(page.appended).toEqual([]);
    page.listeners.get("keydown")?.();
    page.listeners.get("load")?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(page.fetched).toEqual(["/articles/x.txt RSC:1"]);
    expect(page.self.__next_f).toEqual([[1, "0:{}\n"]]);
    expect(page.appended).toEqual(["/a.js", "/b.js"]);
  });

  it("starts the chunks at once on a page with its payload inline", () => {
    const page = run(null, Promise.resolve({ ok: true, text: "" }));
    page.listeners.get("load")?.();
    expect(page.fetched).toEqual([]);
    expect(page.appended).toEqual(["/a.js", "/b.js"]);
  });

  it("leaves the page as it is when the payload cannot be fetched", async () => {
    const page = run("/articles/x.txt", Promise.resolve({ ok: false, text: "" }));
    page.listeners.get("load")?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(page.appended).toEqual([]);
    expect(page.self.__next_f).toBeUndefined();
  });
});
