import { describe, expect, it } from "vitest";
import { MAX_PATH_LENGTH, servablePath } from "./request-path";

describe("servablePath", () => {
  it("passes the site's own paths through, decoded", () => {
    expect(servablePath("/")).toBe("/");
    expect(servablePath("/articles/gunes-kremi?x=1#y")).toBe("/articles/gunes-kremi");
    expect(servablePath("/etiket/%C3%A7%C4%B1k%C4%B1%C5%9F")).toBe("/etiket/çıkış");
    expect(servablePath("/%F0%9F%92%84-%C4%B0stanbul")).toBe("/💄-İstanbul");
    // Markup in a path is only a file name that does not exist: the file server answers 404.
    expect(servablePath("/%3Cscript%3Ealert(1)%3C/script%3E")).toBe("/<script>alert(1)</script>");
  });

  it.each([
    ["a NUL byte", "/a%00b"],
    ["a control character", "/a%0Ab"],
    ["a malformed escape", "/%"],
    ["an invalid UTF-8 escape", "/%C3%28"],
    ["an encoded climb above the root", "/%2e%2e/%2e%2e/etc/passwd"],
    ["an encoded slash climb", "/..%2f..%2fetc/passwd"],
    ["a backslash", "/a%5Cb"],
    ["a 2,000-character segment", `/${"a".repeat(2000)}`],
    ["a segment of 64 emoji (256 bytes)", `/${encodeURIComponent("💄".repeat(64))}`],
    ["an over-long path of short segments", "/a".repeat(MAX_PATH_LENGTH)],
    ["no leading slash", "http://evil.example/"],
  ])("refuses %s", (_what, url) => {
    expect(servablePath(url)).toBeNull();
  });
});
