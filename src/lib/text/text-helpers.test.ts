import { describe, expect, it } from "vitest";
import { escapeMarkup } from "./escape";
import { fnv1a } from "./hash";

describe("escapeMarkup", () => {
  it("escapes the five characters markup reads, and nothing else", () => {
    expect(escapeMarkup(`<a href="x">Tom & Jerry's</a> ğüş`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt; ğüş",
    );
  });
});

describe("fnv1a", () => {
  it("is the published 32-bit FNV-1a", () => {
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
    expect(fnv1a("foobar")).toBe(0xbf9cf968);
  });
});
