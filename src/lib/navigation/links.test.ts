// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { clientNavigationTarget } from "./links";

const here = { origin: "http://localhost:3000", pathname: "/skin-care", search: "" };

function click(html: string, init: Partial<MouseEventInit> = {}) {
  document.body.innerHTML = html;
  const anchor = document.querySelector("a") as HTMLAnchorElement;
  const inner = anchor.querySelector("span") ?? anchor;
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, "target", { value: inner });
  return clientNavigationTarget(event, here);
}

describe("clientNavigationTarget", () => {
  it("navigates in the app for a plain click on an internal link, even on a child element", () => {
    expect(click('<a href="/articles/x"><span>Başlık</span></a>')).toBe("/articles/x");
    expect(click('<a href="/skin-care?x=1#top">a</a>')).toBe("/skin-care?x=1#top");
  });

  it("leaves new-tab, modified and non-primary clicks to the browser", () => {
    expect(click('<a href="/articles/x" target="_blank">a</a>')).toBeNull();
    expect(click('<a href="/articles/x">a</a>', { ctrlKey: true })).toBeNull();
    expect(click('<a href="/articles/x">a</a>', { metaKey: true })).toBeNull();
    expect(click('<a href="/articles/x">a</a>', { shiftKey: true })).toBeNull();
    expect(click('<a href="/articles/x">a</a>', { button: 1 })).toBeNull();
  });

  it("leaves other origins, files, downloads, in-page anchors and opted-out links alone", () => {
    expect(click('<a href="https://example.com/a">a</a>')).toBeNull();
    expect(click('<a href="mailto:a@b.c">a</a>')).toBeNull();
    expect(click('<a href="/feed.xml">a</a>')).toBeNull();
    expect(click('<a href="/og/default.png">a</a>')).toBeNull();
    expect(click('<a href="/articles/x" download>a</a>')).toBeNull();
    expect(click('<a href="#bolum-2">a</a>')).toBeNull();
    expect(click('<a href="/articles/x" data-full-load>a</a>')).toBeNull();
  });

  it("ignores clicks that are not on a link or were already handled", () => {
    document.body.innerHTML = "<p>metin</p>";
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    Object.defineProperty(event, "target", { value: document.querySelector("p") });
    expect(clientNavigationTarget(event, here)).toBeNull();
    expect(click('<a href="/a" onclick="">a</a>', {})).toBe("/a");
  });
});
