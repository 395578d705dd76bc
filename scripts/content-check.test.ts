import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { articleFile, makeFixture, VALID_ARTICLE } from "../tests/support/content-fixture";
import { tsxIn } from "./run-command";

const TSX = tsxIn();
const run = (env: Record<string, string>) =>
  spawnSync(TSX, ["scripts/content-check.ts"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });

describe("npm run content:check", () => {
  it("passes on the bundled content with no warnings and reports no thin subcategory", () => {
    const result = run({ CONTENT_DIR: "", SITE: "" });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/\d+ articles, \d+ authors, 7 categories, 3 pages/);
    expect(result.stdout).toContain("Subcategories with fewer than 2 articles: none");
    expect(result.stdout).toContain("Authors without articles: none");
    expect(result.stdout).toContain("Makyaj Teknikleri (makyaj-teknikleri):");
    expect(result.stdout).toContain("\nWarnings: none\n");
    // The bundled sample data is valid but not for readers: named, not failed.
    expect(result.stdout).toContain(
      'Not for production (a production deploy refuses these): 14\n  content/site/isilti.yaml: analytics.cookie.name is still the placeholder "[SAYAÇ ÇEREZİNİN ADI]"',
    );
    expect(result.stdout).toContain("All content is valid.");
  });

  it("counts no ordinary word and no phrase: no rate, no quota, no repeated-phrase warning", () => {
    const result = run({ CONTENT_DIR: "", SITE: "" });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).not.toContain("Repeated phrases");
    expect(result.stdout).not.toContain("Word rates");
    expect(result.stdout).not.toMatch(/most allowed|per 1,000|vary the (wording|writing)/);
    // Forms and lengths stay, as information.
    expect(result.stdout).toMatch(/\nForms: explainer \d+, qa \d+/);
  });

  describe("on other content", () => {
    const fixture = makeFixture(
      {
        "articles/kisa.md": articleFile(
          { ...VALID_ARTICLE, slug: "kisa" },
          "Short text without Turkish letters.",
        ),
      },
      { asSite: "isilti" },
    );
    const broken = makeFixture(
      { "articles/bozuk.md": articleFile({ ...VALID_ARTICLE, author: "kimse" }) },
      { asSite: "isilti" },
    );
    afterAll(() => {
      fixture.cleanup();
      broken.cleanup();
    });
    const env = (f: typeof fixture) => ({ CONTENT_DIR: f.options.contentDir, SITE: "isilti" });

    it("lists thin subcategories and editorial warnings, and still passes", () => {
      const result = run(env(fixture));
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(
        "Subcategories with fewer than 2 articles: 1\n  cilt/temizlik (1)",
      );
      expect(result.stdout).toContain("article kisa: 5 words, fewer than 500");
      expect(result.stdout).toContain("article kisa: body has no Turkish letters");
      // The same warnings for editors, in Turkish, by file and field.
      expect(result.stdout).toMatch(
        /content\/articles\/kisa\.md · Metin: Metin 5 kelime; bir yazı en az 500 kelime olmalı\./,
      );
      // The publication's rules, by file and field: the fixture's biographies are short.
      expect(result.stdout).toMatch(
        /\nYayın kuralları \(Publication rules\): \d+\n(?:.*\n)*?.*content\/authors\/ayse-deneme\.yaml · [^:\n]+: Özgeçmiş \d+ kelime; 60–200 kelime olmalı\./,
      );
    });

    it("passes articles ending alike and leaning on the same words, and warns of straight apostrophes", () => {
      const alike = makeFixture(
        Object.fromEntries(
          ["bir", "iki", "uc"].map((slug) => [
            `articles/sonuc-${slug}.md`,
            articleFile(
              {
                ...VALID_ARTICLE,
                slug: `sonuc-${slug}`,
                title: `Aynı Kalıpla Biten Yazı ${slug}`,
                description: `Bu yazıda her şeyi baştan sona, kalıp bir dille ${slug} anlatıyoruz.`,
              },
              `Işıltı'da bir paragraf. ${"Ya da genellikle çoğunlukla veya yahut kural olarak. ".repeat(20)}\n\n## Sonuç\n\nSon söz.`,
            ),
          ]),
        ),
        { asSite: "isilti" },
      );
      try {
        const result = run(env(alike));
        expect(result.status, result.stderr).toBe(0);
        expect(result.stdout).not.toMatch(/formula:|variety:/);
        expect(result.stdout).toContain(
          "article sonuc-bir: body: 1 straight apostrophe between letters (Işıltı'da): use ’ (Işıltı’da)",
        );
      } finally {
        alike.cleanup();
      }
    });

    it("fails on a fact rule and on health text not marked for review, naming file and line", () => {
      const facts = makeFixture(
        {
          "articles/oje.md": articleFile(
            { ...VALID_ARTICLE, slug: "oje", title: "Kalıcı Ojede Alerji" },
            [
              "Kalıcı ojelerde TPO yasaklandı; jeldeki akrilat ve HEMA alerjiye yol açabilir.",
              "",
              "Yeni jeli önce 5–7 gün kulak arkasında deneyin.",
            ].join("\n"),
          ),
        },
        { asSite: "isilti" },
      );
      try {
        const result = run(env(facts));
        expect(result.status).toBe(1);
        expect(result.stderr).toMatch(
          /content\/articles\/oje\.md: line \d+: “Yeni jeli önce 5–7 gün kulak arkasında deneyin\.”: yama testinin yeri/,
        );
        expect(result.stderr).toMatch(
          /content\/articles\/oje\.md: health: Metin bir sağlık konusunu işliyor \(TPO ×1, akrilat ×1, HEMA ×1\)/,
        );
      } finally {
        facts.cleanup();
      }
    });

    it("fails, naming the file and the field for the editor in Turkish, the developers' English after", () => {
      const result = run(env(broken));
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        "İçerikte 1 sorun var (1 dosyada); düzeltilmeden site derlenmez:",
      );
      expect(result.stderr).toMatch(
        /content\/articles\/bozuk\.md · Yazar: “kimse” adında bir yazar yok: listeden bir yazar seçin/,
      );
      expect(result.stderr).toMatch(/content\/articles\/bozuk\.md: author: unknown author "kimse"/);
    });
  });
});
