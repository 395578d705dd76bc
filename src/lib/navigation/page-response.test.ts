import { describe, expect, it } from "vitest";
import { classifyPage, isRetriedStatus, retryDelay, shouldRetry } from "./page-response";

const html = "text/html; charset=utf-8";
const open = { build: "b1", path: "/articles/nem" };
const itself = () => ({ build: "b1", path: "/articles/nem" });

describe("classifyPage", () => {
  it("shows the page asked for, of this build", () => {
    expect(classifyPage({ status: 200, contentType: html }, open, itself)).toBe("ok");
  });

  it("checks with HEAD before believing a 404 or 410", () => {
    expect(classifyPage({ status: 404, contentType: html }, open, itself)).toBe("check-exists");
    expect(classifyPage({ status: 410, contentType: "text/plain" }, open, itself)).toBe(
      "check-exists",
    );
  });

  it("shows the server-error page for a 500 and retries other failures", () => {
    expect(classifyPage({ status: 500, contentType: html }, open, itself)).toBe("server-error");
    for (const status of [502, 503, 429, 302])
      expect(classifyPage({ status, contentType: html }, open, itself), String(status)).toBe(
        "retry",
      );
  });

  it("treats an answer that is not this page of this site as not found", () => {
    expect(classifyPage({ status: 200, contentType: "application/json" }, open, itself)).toBe(
      "not-found",
    );
    expect(classifyPage({ status: 200, contentType: null }, open, itself)).toBe("not-found");
    // A host's app shell answered for every address: the home page, or a page of no site.
    const home = () => ({ build: "b1", path: "/" });
    expect(classifyPage({ status: 200, contentType: html }, open, home)).toBe("not-found");
    const foreign = () => ({ build: null, path: null });
    expect(classifyPage({ status: 200, contentType: html }, open, foreign)).toBe("not-found");
  });

  it("compares addresses as a browser writes them", () => {
    const encoded = { build: "b1", path: "/articles/g%C3%BCne%C5%9F" };
    const page = () => ({ build: "b1", path: "/articles/güneş" });
    expect(classifyPage({ status: 200, contentType: html }, encoded, page)).toBe("ok");
  });

  it("loads this page from a newer build in full", () => {
    const newer = () => ({ build: "b2", path: "/articles/nem" });
    expect(classifyPage({ status: 200, contentType: html }, open, newer)).toBe("new-build");
  });

  it("reads the answer only when it is a page", () => {
    let read = false;
    const spy = () => {
      read = true;
      return itself();
    };
    classifyPage({ status: 404, contentType: html }, open, spy);
    classifyPage({ status: 200, contentType: "application/json" }, open, spy);
    expect(read).toBe(false);
  });
});

describe("retries", () => {
  it("try three times while online, never offline, waiting longer each time", () => {
    expect([0, 1, 2, 3].map((done) => shouldRetry(done, true))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, false)).toBe(false);
    expect([1, 2, 3].map(retryDelay)).toEqual([200, 400, 800]);
  });
});

describe("isRetriedStatus", () => {
  it("tries again after failures but not after a clear not-found or server error", () => {
    expect([200, 204, 404, 410, 500].map(isRetriedStatus)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([0, 302, 429, 502, 503, 504].map(isRetriedStatus)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
