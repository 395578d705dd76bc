import { describe, expect, it } from "vitest";
import { hrefs, sitePath } from "./links-in-html";

describe("hrefs", () => {
  it("reads every link's address as a browser does: entities decoded, any quoting", () => {
    const html =
      "<p><a href=\"/articles/a?x=1&amp;y=2\">A</a> <a href='/b'>B</a> <A HREF=/c>C</A></p>";
    expect(hrefs(html)).toEqual(["/articles/a?x=1&y=2", "/b", "/c"]);
  });

  it("finds no address in text, comments or other attributes", () => {
    expect(hrefs('<p>href="/x"</p><!-- <a href="/y">y</a> --><img data-href="/z">')).toEqual([]);
  });
});

describe("sitePath", () => {
  it("gives the path of a link into the site, and null for another site", () => {
    expect(sitePath("/articles/g%C3%BCne%C5%9F", "https://isilti.example")).toBe("/articles/güneş");
    expect(sitePath("https://baska.example/x", "https://isilti.example")).toBeNull();
  });
});
