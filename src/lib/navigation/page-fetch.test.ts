import { describe, expect, it } from "vitest";
import { isPageFetch } from "./page-fetch";

const ORIGIN = "https://isilti.com.tr";
const request = (init: { method?: string; mode?: string; headers?: Record<string, string> }) => ({
  method: init.method ?? "GET",
  mode: init.mode ?? "cors",
  headers: new Headers(init.headers ?? { accept: "text/html" }),
});
const url = (path: string, origin = ORIGIN) => new URL(path, origin);

describe("isPageFetch", () => {
  it("is the runtime's GET of a page of this site", () => {
    expect(isPageFetch(request({}), url("/articles/nem"), ORIGIN)).toBe(true);
  });

  it("is not a full load, a prefetch, another method, another site or another kind of file", () => {
    expect(isPageFetch(request({ mode: "navigate" }), url("/articles/nem"), ORIGIN)).toBe(false);
    const prefetch = request({ headers: { accept: "text/html", "sec-purpose": "prefetch" } });
    expect(isPageFetch(prefetch, url("/articles/nem"), ORIGIN)).toBe(false);
    expect(isPageFetch(request({ method: "HEAD" }), url("/articles/nem"), ORIGIN)).toBe(false);
    expect(isPageFetch(request({}), url("/x", "https://example.com"), ORIGIN)).toBe(false);
    const json = request({ headers: { accept: "application/json" } });
    expect(isPageFetch(json, url("/search-index.json"), ORIGIN)).toBe(false);
  });
});
