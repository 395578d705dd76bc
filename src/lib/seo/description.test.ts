import { describe, expect, it } from "vitest";
import { pageDescription, pickEmoji } from "./description";

const site = { descriptionEmojis: ["✨", "💄", "🌸", "💅"] };

describe("pageDescription (the default-description emoji rule)", () => {
  it("keeps a page's own description exactly as written, without an emoji", () => {
    expect(
      pageDescription(site, { path: "/skin-care", own: "Cilt bakımı yazıları.", generated: "x" }),
    ).toBe("Cilt bakımı yazıları.");
  });

  it("puts one of the four emojis before a generated description", () => {
    const text = pageDescription(site, { path: "/authors", generated: "Yazarlarımızı tanıyın." });
    const [emoji, ...rest] = text.split(" ");
    expect(site.descriptionEmojis).toContain(emoji);
    expect(rest.join(" ")).toBe("Yazarlarımızı tanıyın.");
  });

  it("treats an empty or blank own description as none", () => {
    for (const own of [null, undefined, "", "   "]) {
      const text = pageDescription(site, { path: "/sitemap", own, generated: "Site haritası." });
      expect(text).toMatch(/^(✨|💄|🌸|💅) Site haritası\.$/u);
    }
  });

  it("picks the same emoji for the same page every time", () => {
    const first = pickEmoji(site.descriptionEmojis, "/skin-care/sayfa/2");
    for (let i = 0; i < 5; i++)
      expect(pickEmoji(site.descriptionEmojis, "/skin-care/sayfa/2")).toBe(first);
  });

  it("spreads pages over all four emojis", () => {
    const used = new Set(
      Array.from({ length: 40 }, (_, i) => pickEmoji(site.descriptionEmojis, `/x/sayfa/${i + 2}`)),
    );
    expect([...used].sort()).toEqual([...site.descriptionEmojis].sort());
  });

  it("follows the emojis in the settings, not a built-in list", () => {
    const other = { descriptionEmojis: ["🌿", "🌿", "🌿", "🌿"] };
    expect(pageDescription(other, { path: "/a", generated: "Metin." })).toBe("🌿 Metin.");
  });
});
