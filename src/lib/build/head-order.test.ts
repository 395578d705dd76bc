import { describe, expect, it } from "vitest";
import { withSteadyHeadOrder } from "./head-order";

const LOGO = '<link rel="preload" href="/icons/logo.png" as="image"/>';
const HERO = '<link rel="preload" href="/img/hero.webp" as="image" fetchPriority="high"/>';
const AVATAR = '<link rel="preload" href="/img/avatar.webp" as="image"/>';
const MARKER = '<meta name="next-size-adjust" content=""/>';
const FONT =
  '<link rel="preload" href="/_next/static/media/a.woff2" as="font" crossorigin="" type="font/woff2"/>';
const CSS = '<link rel="stylesheet" href="/x.css" data-precedence="next"/>';
const TITLE = "<title>Sayfa</title>";
const page = (head: string, body = "<p>Metin</p>") =>
  `<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe("steady head order", () => {
  it("gives two renders that finished in another order the same bytes", () => {
    const one = page(`${FONT}${LOGO}${HERO}${CSS}${MARKER}${TITLE}`);
    const other = page(`${FONT}${HERO}${LOGO}${CSS}${TITLE}${MARKER}`);
    expect(withSteadyHeadOrder(one)).toBe(withSteadyHeadOrder(other));
  });

  it("puts the hero image first, then the others by address, then the marker, before the stylesheets", () => {
    const steady = withSteadyHeadOrder(
      page(`${FONT}${LOGO}${AVATAR}${CSS}${HERO}${MARKER}${TITLE}`),
    );
    expect(steady).toBe(page(`${FONT}${HERO}${LOGO}${AVATAR}${MARKER}${CSS}${TITLE}`));
  });

  it("keeps every tag: none lost, none doubled", () => {
    const steady = withSteadyHeadOrder(page(`${LOGO}${HERO}${CSS}${MARKER}`));
    for (const tag of [LOGO, HERO, CSS, MARKER]) expect(steady.split(tag)).toHaveLength(2);
  });

  it("puts them at the end of a head without stylesheets", () => {
    expect(withSteadyHeadOrder(page(`${LOGO}${TITLE}`))).toBe(page(`${TITLE}${LOGO}`));
  });

  it("leaves the body, and pages with nothing to order, as they are", () => {
    const body = `<img src="/a.webp"/>${LOGO}`;
    expect(withSteadyHeadOrder(page(`${TITLE}${CSS}`, body))).toBe(page(`${TITLE}${CSS}`, body));
    expect(withSteadyHeadOrder("<p>no head</p>")).toBe("<p>no head</p>");
  });
});
