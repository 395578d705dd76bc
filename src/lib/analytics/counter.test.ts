import { describe, expect, it } from "vitest";
import { counterPixelUrl } from "./counter";

describe("counterPixelUrl", () => {
  it("carries the page, referrer and screen size, encoded, with a nonce", () => {
    const url = new URL(
      counterPixelUrl("https://counter.example.com/hit?site=1", {
        url: "https://isilti.com.tr/articles/güneş?a=1&b=2",
        referrer: "",
        screen: { width: 390, height: 844 },
        nonce: "abc",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://counter.example.com/hit");
    expect(url.searchParams.get("site")).toBe("1");
    expect(url.searchParams.get("u")).toBe("https://isilti.com.tr/articles/güneş?a=1&b=2");
    expect(url.searchParams.get("r")).toBe("");
    expect(url.searchParams.get("s")).toBe("390x844");
    expect(url.searchParams.get("n")).toBe("abc");
  });
});
