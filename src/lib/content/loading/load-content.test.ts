import { readFileSync, writeFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import {
  articleFile,
  type Fixture,
  fixtureProblems,
  loadFixture,
  makeFixture,
  VALID_ARTICLE,
} from "../../../../tests/support/content-fixture";
import { loadContent } from "./load-content";

let fixture: Fixture | undefined;
afterEach(() => fixture?.cleanup());

describe("loadContent with valid content", () => {
  it("loads every kind of content", () => {
    const { model, bodies, warnings } = loadFixture();
    expect(model.site.title).toBe("Deneme Sitesi");
    expect(model.site.url).toBe("https://deneme.example.com");
    expect(model.site.logo).toEqual({
      src: "/icons/fixture-logo-small.png",
      width: 72,
      height: 72,
    });
    expect(model.categories.map((c) => c.slug)).toEqual(["cilt", "sac"]);
    expect(model.authors.map((a) => a.slug)).toEqual(["ayse-deneme", "ilker-ornek"]);
    expect(model.pages.map((p) => p.slug)).toEqual(["about-us", "privacy-policy", "terms"]);
    expect(model.pages.map((p) => p.path)).toEqual(["/info/about-us", "/privacy-policy", "/terms"]);
    expect(warnings).toEqual([]);
    expect(bodies.get("birinci-yazi")).toContain('<h2 id="bir-baslik">Bir başlık</h2>');
  });

  it("sorts articles newest first and normalises dates", () => {
    const { model } = loadFixture();
    expect(model.articles.map((a) => a.slug)).toEqual([
      "ucuncu-yazi",
      "ikinci-yazi",
      "birinci-yazi",
    ]);
    expect(model.articles[1]?.date).toBe("2025-03-14T00:00:00Z");
    expect(model.articles[1]?.updated).toBe("2025-04-01T00:00:00Z");
  });

  it("keeps three category levels with paths", () => {
    const cilt = loadFixture().model.categories[0];
    expect(cilt?.children.map((c) => c.path)).toEqual(["/cilt/temizlik", "/cilt/nem"]);
    expect(cilt?.children[0]?.children[0]?.path).toBe("/cilt/temizlik/yuz-yikama");
  });

  it("places an article in every category it names and picks the first as primary", () => {
    const { model } = loadFixture();
    const first = model.articles.find((a) => a.slug === "birinci-yazi");
    expect(first?.placement.category?.key).toBe("cilt");
    expect(first?.placement.subcategory).toMatchObject({ key: "temizlik", path: "/cilt/temizlik" });
    expect(model.index.cilt?.temizlik?.["yuz-yikama"]).toEqual(["birinci-yazi"]);
    expect(model.index.sac?.boya?.other).toEqual(["ucuncu-yazi", "birinci-yazi"]);
  });

  it("sanitizes partner-link HTML from the third party", () => {
    const { partnerLinks } = loadFixture().model;
    const links = partnerLinks.byPath["/articles/birinci-yazi"] ?? [];
    // The script and the javascript: link are dropped whole; only the real link remains.
    expect(links).toHaveLength(1);
    expect(links[0]).toBe(
      '<a href="https://partner.example.com/a" rel="sponsored noopener" target="_blank">Ortak site</a>',
    );
    expect(links.join("")).not.toMatch(/script|onclick|javascript:/);
    expect(partnerLinks.newUrl).not.toContain("<img");
    expect(partnerLinks.newUrl).not.toContain("onerror");
  });
});

describe("loadContent files unknown categories under 'other'", () => {
  it("warns, naming the file, and keeps the article", () => {
    const { model, warnings } = loadFixture({
      "articles/kayip.md": articleFile({
        ...VALID_ARTICLE,
        slug: "kayip",
        entities: [
          {
            category: "cilt",
            subcategories: [{ subcategory: "yok-boyle-bir-alt", subsubcategories: [] }],
          },
          { category: "bilinmeyen", subcategories: [] },
        ],
      }),
    });
    expect(model.articles.some((a) => a.slug === "kayip")).toBe(true);
    expect(model.index.cilt?.other?.other).toEqual(["kayip"]);
    expect(model.index.other?.other?.other).toEqual(["kayip"]);
    expect(model.index.bilinmeyen).toBeUndefined();
    expect(warnings.map((w) => `${w.file}: ${w.field}`)).toEqual([
      expect.stringMatching(
        /content\/articles\/kayip\.md: entities\.0\.subcategories\.0\.subcategory$/,
      ),
      expect.stringMatching(/content\/articles\/kayip\.md: entities\.1\.category$/),
    ]);
  });
});

describe("loadContent rejects bad input, naming file and field", () => {
  it("a page placeholder the settings cannot fill", () => {
    const page = readFileSync(
      `${__dirname}/../../../../tests/fixtures/content/pages/about-us.md`,
      "utf8",
    );
    const problems = fixtureProblems({
      "pages/about-us.md": `${page}\nKünye: {{controller.legalName}}, {{site.telefon}}\n`,
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /content\/pages\/about-us\.md: body: \{\{controller\.legalName\}\} has no value: set "controller\.legalName" in the site settings$/,
      ),
      expect.stringMatching(
        /content\/pages\/about-us\.md: body: unknown placeholder \{\{site\.telefon\}\}/,
      ),
    ]);
  });

  it("invalid front matter", () => {
    const { title: _title, ...noTitle } = VALID_ARTICLE;
    const problems = fixtureProblems({
      "articles/bozuk.md": articleFile({ ...noTitle, date: "14 Mart 2025" }),
    });
    expect(problems).toEqual([
      expect.stringMatching(/content\/articles\/bozuk\.md: title: is required and must be text$/),
      expect.stringMatching(/content\/articles\/bozuk\.md: date: must be a date like 2025-03-14$/),
    ]);
  });

  it("an unknown author", () => {
    const problems = fixtureProblems({
      "articles/x.md": articleFile({ ...VALID_ARTICLE, author: "kimse" }),
    });
    expect(problems).toEqual([
      expect.stringMatching(/content\/articles\/x\.md: author: unknown author "kimse"/),
    ]);
  });

  it("a duplicate slug, naming both files", () => {
    const problems = fixtureProblems({
      "articles/z-kopya.md": articleFile({ ...VALID_ARTICLE, slug: "ikinci-yazi" }),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /content\/articles\/z-kopya\.md: slug: "ikinci-yazi" is already used by .*content\/articles\/ikinci-yazi\.md$/,
      ),
    ]);
  });

  it.each(["Büyük-Harf", "bosluk var", "alt_cizgi", "-tire", "çğş"])(
    "a slug that is not URL-safe: %j",
    (slug) => {
      const problems = fixtureProblems({
        "articles/x.md": articleFile({ ...VALID_ARTICLE, slug }),
      });
      expect(problems).toEqual([
        expect.stringMatching(/content\/articles\/x\.md: slug: must be lower-case ASCII/),
      ]);
    },
  );

  it("YAML that does not parse", () => {
    const problems = fixtureProblems({ "articles/x.md": "---\ntitle: [bozuk\n---\nMetin\n" });
    expect(problems).toEqual([
      expect.stringMatching(/content\/articles\/x\.md: -: front matter is not valid YAML/),
    ]);
  });

  it("a file without front matter", () => {
    const problems = fixtureProblems({ "articles/x.md": "Sadece metin.\n" });
    expect(problems).toEqual([
      expect.stringMatching(/content\/articles\/x\.md: -: must start with a front matter block/),
    ]);
  });

  it("an unknown front matter field (a typo)", () => {
    const problems = fixtureProblems({
      "articles/x.md": articleFile({ ...VALID_ARTICLE, autor: "ayse-deneme" }),
    });
    expect(problems).toEqual([
      expect.stringMatching(/content\/articles\/x\.md: -: Unrecognized key: "autor"/),
    ]);
  });

  it("a body over the size limit (a 5 MB article)", () => {
    const body = "Uzun bir paragraf, tekrar tekrar yazılmış. ".repeat(120_000);
    expect(
      fixtureProblems({ "articles/x.md": articleFile({ ...VALID_ARTICLE, slug: "x" }, body) }),
    ).toEqual([
      expect.stringMatching(/content\/articles\/x\.md: body: is 5\.\d MB; at most 1\.0 MB$/),
    ]);
  });

  it("a title of only emoji, digits or signs", () => {
    for (const title of ["💄✨💅🌸💋", "12345 !!!", "💄 2025 ✨"])
      expect(
        fixtureProblems({ "articles/x.md": articleFile({ ...VALID_ARTICLE, slug: "x", title }) }),
        title,
      ).toEqual([
        expect.stringMatching(
          /content\/articles\/x\.md: title: must contain letters \(not only emoji, digits or signs\)$/,
        ),
      ]);
  });

  it("an empty body", () => {
    const problems = fixtureProblems({ "articles/x.md": articleFile(VALID_ARTICLE, "  ") });
    expect(problems).toEqual([expect.stringMatching(/content\/articles\/x\.md: body: is empty$/)]);
  });

  it("an author file with a missing field and a bad slug", () => {
    const problems = fixtureProblems({
      "authors/bozuk.yaml": "name: Biri\nslug: Biri\nrole: Yazar\n",
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/content\/authors\/bozuk\.yaml: slug: must be lower-case ASCII/),
        expect.stringMatching(/content\/authors\/bozuk\.yaml: description: is required/),
      ]),
    );
  });

  it("a category tree using the reserved key 'other' or a page's path", () => {
    const problems = fixtureProblems({
      "categories.yaml":
        "- slug: authors\n  title: Yazarlar\n  description: Sayfa yolunu gölgeleyen bir kategori.\n  children:\n    other:\n      slug: other\n      title: Diğer\n      description: Ayrılmış anahtarı kullanan alt kategori.\n",
    });
    expect(problems).toEqual([
      expect.stringMatching(/content\/categories\.yaml: 0\.slug: "authors" is reserved/),
      expect.stringMatching(/content\/categories\.yaml: 0\.children\.other: "other" is reserved/),
      // The site's spotlight category vanished with the old tree: reported too.
      expect.stringMatching(
        /content\/site\/fixture\.yaml: home\.spotlight: unknown category "cilt"/,
      ),
    ]);
  });

  it("sayfa, the pages of listings, as a category, subcategory or author slug", () => {
    const problems = fixtureProblems({
      "categories.yaml":
        "- slug: sayfa\n  title: Sayfa\n  description: Listelerin sayfalarıyla çakışan kategori.\n- slug: cilt\n  title: Cilt\n  description: Alt kategorisi ayrılmış adı kullanan kategori.\n  children:\n    sayfa:\n      slug: sayfa\n      title: Sayfa\n      description: Listelerin sayfalarıyla çakışan alt kategori.\n",
      "authors/sayfa.yaml":
        "name: Sayfa Yazar\nslug: sayfa\nrole: Yazar\ndescription: " +
        "Ayrılmış bir adı kullanan yazar. ".repeat(5) +
        "\nmeta_title: Sayfa Yazar yazıları\nmeta_description: Ayrılmış bir adı kullanan yazarın açıklaması, elli karakterden uzun.\n",
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/content\/categories\.yaml: 0\.slug: "sayfa" is reserved/),
        expect.stringMatching(
          /content\/categories\.yaml: 1\.children\.sayfa\.slug: "sayfa" is reserved for the pages of listings/,
        ),
        expect.stringMatching(
          /content\/authors\/sayfa\.yaml: slug: "sayfa" is reserved for the pages of listings/,
        ),
      ]),
    );
  });

  it("a missing static page and missing site settings", () => {
    const f = makeFixture({ "pages/terms.md": null });
    fixture = f;
    expect(() => loadContent({ ...f.options, siteName: "yok" })).toThrow(
      /content\/site\/yok\.yaml: -: unknown site "yok" .*known sites: fixture\.[\s\S]*content\/pages\/terms\.md: -: file is missing/,
    );
  });

  it("a missing logo for the site name", () => {
    const f = makeFixture();
    fixture = f;
    expect(() => loadContent({ ...f.options, publicDir: f.root })).toThrow(
      /content\/site\/fixture\.yaml: name: logo .*icons\/fixture-logo-small\.png is missing/,
    );
  });

  it("a cover image that does not exist", () => {
    const problems = fixtureProblems({
      "articles/x.md": articleFile({
        ...VALID_ARTICLE,
        cover: { src: "./yok.jpg", alt: "Olmayan bir görsel" },
      }),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /content\/articles\/x\.md: cover\.src: image .*yok\.jpg does not exist/,
      ),
    ]);
  });

  it("home picks that name no article", () => {
    const f = makeFixture();
    fixture = f;
    const file = `${f.root}/content/site/fixture.yaml`;
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("featured: [ikinci-yazi]", "featured: [yok-boyle]"),
    );
    expect(() => loadContent(f.options)).toThrow(
      /fixture\.yaml: home\.featured\.0: no article has the slug "yok-boyle"/,
    );
  });

  it("an accent colour too pale to read on the theme's backgrounds", () => {
    const f = makeFixture();
    fixture = f;
    const file = `${f.root}/content/site/fixture.yaml`;
    writeFileSync(file, `${readFileSync(file, "utf8")}colors:\n  accent: "#f0c0d0"\n`);
    expect(() => loadContent(f.options)).toThrow(
      /content\/site\/fixture\.yaml: colors\.accent: #f0c0d0 has a contrast of 1\.\d\d:1 with the light theme's bg colour #[0-9a-f]{6}; at least 4\.5:1 is needed/,
    );
  });

  it("reports every problem of a run at once", () => {
    const problems = fixtureProblems({
      "articles/a.md": articleFile({ ...VALID_ARTICLE, slug: "a", author: "kimse" }),
      "articles/b.md": articleFile({ ...VALID_ARTICLE, slug: "B" }),
    });
    expect(problems).toHaveLength(2);
  });
});
