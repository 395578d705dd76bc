import { describe, expect, it } from "vitest";
import { VISITED_MESSAGE, visitedUrl } from "./visits";

const ORIGIN = "https://isilti.com.tr";

describe("visitedUrl", () => {
  it("takes a page of the site", () => {
    expect(visitedUrl({ type: VISITED_MESSAGE, path: "/articles/nem" }, ORIGIN)).toBe(
      `${ORIGIN}/articles/nem`,
    );
  });
  it("ignores other messages, other sites and odd values", () => {
    for (const message of [
      null,
      "x",
      { type: "other", path: "/" },
      { type: VISITED_MESSAGE },
      { type: VISITED_MESSAGE, path: 42 },
      { type: VISITED_MESSAGE, path: "https://evil.example/x" },
      { type: VISITED_MESSAGE, path: "//evil.example/x" },
      { type: VISITED_MESSAGE, path: "javascript:alert(1)" },
    ])
      expect(visitedUrl(message, ORIGIN), JSON.stringify(message)).toBeNull();
  });
});
