import { describe, expect, it } from "vitest";
import {
  asInPlacePayload,
  classifyData,
  dataPath,
  dataRequestKind,
  fallbackDataPath,
  isPagePayload,
  pageOfData,
  payloadBuildId,
  retryDelay,
  shouldRetry,
} from "./data-request";

const ORIGIN = "https://isilti.com.tr";
const PAYLOAD = [
  '1:"$Sreact.fragment"',
  ':HL["/_next/static/media/figtree.woff2","font"]',
  '0:{"P":null,"c":["","skin-care"],"b":"build-1"}',
  '4:["$","script","script-0",{}]',
].join("\n");

describe("dataPath and pageOfData", () => {
  it("map a page to its data file and back", () => {
    expect(dataPath("/")).toBe("/index.txt");
    expect(dataPath("/skin-care")).toBe("/skin-care.txt");
    expect(dataPath("/articles/nem")).toBe("/articles/nem.txt");
    expect(dataPath("/_not-found")).toBe("/_not-found.txt");
    expect(pageOfData("/index.txt")).toBe("/");
    expect(pageOfData("/articles/nem.txt")).toBe("/articles/nem");
  });
  it("do not take segment prefetches or other files for page data", () => {
    expect(pageOfData("/articles/nem/__next._tree.txt")).toBeNull();
    expect(pageOfData("/articles/nem/__next.articles.$d$slug.__PAGE__.txt")).toBeNull();
    expect(pageOfData("/robots.txt")).toBe("/robots");
    expect(pageOfData("/search-index.json")).toBeNull();
  });
});

describe("dataRequestKind", () => {
  const url = new URL(`${ORIGIN}/articles/nem.txt?_rsc=abc`);
  const rsc = new Headers({ RSC: "1" });
  const prefetch = new Headers({ RSC: "1", "Next-Router-Prefetch": "1" });
  it("recognises the router's navigation request", () => {
    expect(dataRequestKind(url, ORIGIN, rsc)).toBe("navigation");
    expect(dataRequestKind(new URL(`${ORIGIN}/index.txt`), ORIGIN, rsc, "get")).toBe("navigation");
  });
  it("recognises prefetches, of pages and of segments", () => {
    expect(dataRequestKind(url, ORIGIN, prefetch)).toBe("prefetch");
    const segment = new URL(`${ORIGIN}/articles/nem/__next._tree.txt?_rsc=x`);
    expect(dataRequestKind(segment, ORIGIN, prefetch)).toBe("prefetch");
  });
  it("leaves other methods, other sites, other files and plain fetches alone", () => {
    expect(dataRequestKind(url, ORIGIN, rsc, "HEAD")).toBeNull();
    expect(dataRequestKind(new URL(`${ORIGIN}/articles/nem`), ORIGIN, prefetch)).toBeNull();
    expect(dataRequestKind(url, "https://other.example", rsc)).toBeNull();
    expect(dataRequestKind(url, ORIGIN, new Headers())).toBeNull();
    const index = new URL(`${ORIGIN}/search-index.json`);
    expect(dataRequestKind(index, ORIGIN, rsc)).toBeNull();
    const segment = new URL(`${ORIGIN}/articles/nem/__next._tree.txt`);
    expect(dataRequestKind(segment, ORIGIN, rsc)).toBeNull();
  });
});

describe("payloadBuildId", () => {
  it("reads the build of a page's payload and of a route tree", () => {
    expect(payloadBuildId(PAYLOAD)).toBe("build-1");
    const tree = '0:{"b":"37P_oSiR-lm","t":{"t":{"s":"","h":131088,"c":"$Q1"}}}\n1:[]';
    expect(payloadBuildId(tree)).toBe("37P_oSiR-lm");
  });
  it("is not fooled by other rows or by text inside values", () => {
    const body = [
      '2:{"b":"not-this"}',
      '0:{"P":null,"x":"say \\"b\\":\\"nope\\"","b":"real"}',
    ].join("\n");
    expect(payloadBuildId(body)).toBe("real");
    expect(payloadBuildId("<!DOCTYPE html>")).toBeNull();
    expect(payloadBuildId('0:{"P":null}')).toBeNull();
  });
});

describe("classifyData", () => {
  it("passes a payload", () => {
    expect(isPagePayload(PAYLOAD)).toBe(true);
    expect(classifyData(200, PAYLOAD, "build-1")).toBe("ok");
    // The page's build unknown: the router's own check decides.
    expect(classifyData(200, PAYLOAD, null)).toBe("ok");
  });
  it("sends a payload of another build to a full load", () => {
    expect(classifyData(200, PAYLOAD, "build-0")).toBe("new-build");
  });
  it("answers 404 and 410 with the not-found page, 500 with the 500 page", () => {
    expect(classifyData(404, "<!DOCTYPE html>", "b")).toBe("not-found");
    expect(classifyData(410, "", "b")).toBe("not-found");
    expect(classifyData(500, "", "b")).toBe("server-error");
  });
  it("treats an invalid response as not found", () => {
    for (const body of [
      "<!DOCTYPE html><html><body>index</body></html>",
      '{"error":"nope"}',
      "",
      "0 results",
      `<p>\n${PAYLOAD}`,
    ])
      expect(classifyData(200, body, "build-1"), body).toBe("not-found");
  });
  it("retries other failures", () => {
    for (const status of [0, 403, 408, 429, 502, 503, 504])
      expect(classifyData(status, "", "b"), String(status)).toBe("retry");
  });
});

describe("retries", () => {
  it("tries 3 more times, then gives up", () => {
    expect([0, 1, 2, 3].map((done) => shouldRetry(done, true))).toEqual([true, true, true, false]);
  });
  it("does not retry while the browser is offline", () => {
    expect(shouldRetry(0, false)).toBe(false);
  });
  it("waits a little longer each time", () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([200, 400, 800]);
  });
});

describe("fallback pages", () => {
  it("answer with the not-found or the 500 page's data", () => {
    expect(fallbackDataPath("not-found")).toBe("/_not-found.txt");
    expect(fallbackDataPath("server-error")).toBe("/500.txt");
  });
  it("turn the global not-found segment into a plain one, leaving the rest", () => {
    const payload = '6:[["children",{"s":"/_not-found","h":512}]]\n0:{"c":["","_not-found"]}';
    expect(asInPlacePayload(payload)).toBe(
      '6:[["children",{"s":"_not-found","h":512}]]\n0:{"c":["","_not-found"]}',
    );
  });
});
