import { describe, expect, it } from "vitest";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
import { normalizePagePath } from "@/lib/content/queries/partner-links-by-path";
import { builtPage } from "../support/built-html";
import { builtModel } from "../support/site";

const model = builtModel();
const { byPath, newUrl } = model.partnerLinks;
const hrefs = (html: readonly string[]) =>
  html.map((h) => /href="([^"]+)"/.exec(h)?.[1] ?? "").filter(Boolean);

/** Every kind of page and the form its block takes; bundled content/partner-links.json has links for each. */
const KINDS = [
  ["home", "/", PARTNER_LINK_PLACEMENTS.home],
  ["category", "/skin-care", PARTNER_LINK_PLACEMENTS.listing],
  ["subcategory", "/skin-care/skin-types-care", PARTNER_LINK_PLACEMENTS.listing],
  ["authors list", "/authors", PARTNER_LINK_PLACEMENTS.listing],
  ["author", "/authors/asli-yalcin", PARTNER_LINK_PLACEMENTS.listing],
  ["article", "/articles/aksam-bakim-rutininde-dogru-sira", PARTNER_LINK_PLACEMENTS.article],
  ["static page", "/info/about-us", PARTNER_LINK_PLACEMENTS.page],
  ["sitemap page", "/sitemap", PARTNER_LINK_PLACEMENTS.page],
] as const;

describe("partner links in the built site", () => {
  it.each(KINDS)("%s (%s): the page's links, in its form and limit", (_kind, path, placement) => {
    const expected = byPath[normalizePagePath(path)] ?? [];
    expect(expected.length, `content/partner-links.json has links for ${path}`).toBeGreaterThan(0);
    const doc = builtPage(path);
    // The page's own block, not the site-wide sapeNewUrl line.
    const blocks = [
      ...doc.querySelectorAll(`main [data-partner-links="${placement.variant}"]`),
    ].filter((block) => block.closest("[data-partner-new-url]") === null);
    expect(blocks).toHaveLength(1);
    const links = [...(blocks[0]?.querySelectorAll("a") ?? [])];
    const limit = "limit" in placement ? placement.limit : expected.length;
    expect(links.map((a) => a.getAttribute("href"))).toEqual(hrefs(expected).slice(0, limit));
    for (const a of links) {
      expect(a.getAttribute("rel")).toBe("sponsored noopener");
      expect(a.getAttribute("target")).toBe("_blank");
    }
    expect(blocks[0]?.textContent).toContain("Sponsorlu Bağlantılar");
  });

  it("shows no block on a page whose path has no links", () => {
    expect(byPath["/privacy-policy"]).toBeUndefined();
    const blocks = [...builtPage("/privacy-policy").querySelectorAll("main [data-partner-links]")];
    expect(blocks.filter((b) => b.closest("[data-partner-new-url]") === null)).toHaveLength(0);
  });

  it("shows sapeNewUrl above the footer of every page", () => {
    expect(newUrl).not.toBe("");
    for (const path of ["/", "/privacy-policy", "/skin-care", KINDS[5][1]]) {
      const line = builtPage(path).querySelector(
        'main > [data-partner-new-url] > [data-partner-links="inline"]',
      );
      expect(line?.querySelector("a")?.getAttribute("href"), path).toBe(hrefs([newUrl])[0]);
    }
  });
});
