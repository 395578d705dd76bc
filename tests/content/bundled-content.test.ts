import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { contentVariety } from "@/lib/content/editorial/content-warnings";
import { contentOptionsFrom, loadContent } from "@/lib/content/loading/load-content";
import { readEnv } from "@/lib/env";
import { tsxIn } from "../../scripts/run-command";

// The bundled content in content/, as the site is built from it.
const loaded = loadContent({
  ...contentOptionsFrom(readEnv({})),
  siteName: "isilti",
});
const { model } = loaded;

/**
 * The editorial gates are `npm run content:check`'s, where editors see each problem by file and
 * field: every article as long as its form runs to and in Turkish letters, straight apostrophes,
 * known categories, no repeated title or description, biographies of 60–200 words, every
 * subcategory with 2+ articles and every author with one. The bundled content passes them all.
 */
const check = spawnSync(tsxIn(), ["scripts/content-check.ts"], {
  env: { ...process.env, CONTENT_DIR: "", SITE: "" },
  encoding: "utf8",
  timeout: 120_000,
});

describe("the bundled content", () => {
  it("is a real publication: 84+ articles, 55–65 authors, the 7 × 6 category tree", () => {
    expect(model.articles.length).toBeGreaterThanOrEqual(84);
    expect(model.authors.length).toBeGreaterThanOrEqual(55);
    expect(model.authors.length).toBeLessThanOrEqual(65);
    expect(model.categories.map((c) => c.slug)).toEqual([
      "makyaj-teknikleri",
      "skin-care",
      "hair-styles",
      "natural-beauty-products",
      "beauty-secrets",
      "kozmetik-product-reviews",
      "skin-problems-and-solutions",
    ]);
    expect(model.categories.map((c) => c.children.length)).toEqual([6, 6, 6, 6, 6, 6, 6]);
  });

  it("keeps the published subcategory slugs (their URLs carry search ranking)", () => {
    const slugs = new Set(model.categories.flatMap((c) => c.children.map((s) => s.slug)));
    for (const slug of [
      "temel-makyaj-teknikleri",
      "goz-makyaji-ipuclari",
      "skin-types-care",
      "anti-aging-products",
      "hair-color-selection",
      "hair-loss-solutions",
      "homemade-beauty-products",
      "celebrity-beauty-secrets",
      "makeup-foundation-reviews",
      "acne-treatment",
    ]) {
      expect(slugs.has(slug), slug).toBe(true);
    }
    expect(slugs.size).toBe(42);
  });

  it("passes npm run content:check's editorial gates without a warning", () => {
    expect(check.status, check.stderr).toBe(0);
    for (const list of [
      "Warnings",
      "Uyarılar (site derlenir, ama üretime yükleme reddedilir)",
      "Yayın kuralları (Publication rules)",
      "Subcategories with fewer than 2 articles",
      "Authors without articles",
    ])
      expect(check.stdout).toContain(`\n${list}: none\n`);
    expect(check.stdout).toContain("All content is valid.");
  });

  it("is not one template: 15+ articles in four other forms than the explainer, short and long reads", () => {
    const { forms, lengths } = contentVariety(loaded);
    const others = Object.entries(forms).filter(([form]) => form !== "explainer");
    expect(others.reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThanOrEqual(15);
    // A form is used when the subject calls for it: no news item without news to report.
    const used = others.filter(([, n]) => n > 0);
    expect(used.length).toBeGreaterThanOrEqual(4);
    for (const [form, n] of used) expect(n, form).toBeGreaterThanOrEqual(2);
    const band = (label: string) => lengths.find((l) => l.label === label)?.count ?? 0;
    expect(band("under 500")).toBeGreaterThanOrEqual(2);
    expect(band("1,200 and more")).toBeGreaterThanOrEqual(2);
    // The explainer's usual 700–850 words is no longer what most articles are.
    expect(band("700–850")).toBeLessThan(model.articles.length / 2);
  });

  it("marks the articles whose text is about health for review, whatever their category", () => {
    // Sunscreen labels (SPF, UVA), gel-nail allergy (TPO, acrylates) and hair dye (PPD): not in
    // a health category, health articles all the same (src/lib/content/editorial/health-terms.ts).
    for (const slug of [
      "gunes-kremi-etiketi-nasil-okunur-spf-pa-uva-ve-son-kullanma",
      "kalici-ojede-tpo-yasagi-ne-anlama-geliyor",
      "kalici-oje-sonrasi-yipranan-tirnaklar-icin-bakim-rehberi",
      "boyali-saclarda-rengin-solmasini-geciktirmenin-yollari",
    ]) {
      const article = model.articles.find((a) => a.slug === slug);
      expect(article?.health, slug).toBe(true);
      expect(article?.review?.reviewer.slug, slug).toBe("hekim");
    }
  });

  it("places some articles in two categories", () => {
    const multi = model.articles.filter((a) => new Set(a.entities.map((e) => e.category)).size > 1);
    expect(multi.length).toBeGreaterThanOrEqual(5);
  });
});
