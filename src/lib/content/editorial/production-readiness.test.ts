import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articleFile, loadFixture, VALID_ARTICLE } from "../../../../tests/support/content-fixture";
import { contentReadiness, isExampleHost, placeholdersIn } from "./production-readiness";

const NOW = new Date("2025-08-01T12:00:00Z");
const FIXTURE_SETTINGS = readFileSync(
  path.resolve(__dirname, "../../../../tests/fixtures/content/site/fixture.yaml"),
  "utf8",
);
const REAL_PARTNERS = JSON.stringify({
  sapeLinks: { "/": ['<a href="https://gercek-ortak.com.tr/">Gerçek ortak</a>'] },
  sapeNewUrl: "",
});
const readiness = (edits: Record<string, string | null>) =>
  contentReadiness(loadFixture(edits, NOW), "content");

describe("placeholdersIn", () => {
  it("finds capitals in square brackets, with the field that holds them", () => {
    expect(
      placeholdersIn({
        controller: { legalName: "[ŞİRKET UNVANI]", address: "[AÇIK ADRES, İLÇE / İL]" },
        list: ["Gerçek", "Adres: [MERSİS NUMARASI] yazın"],
      }),
    ).toEqual([
      { field: "controller.legalName", text: "[ŞİRKET UNVANI]" },
      { field: "controller.address", text: "[AÇIK ADRES, İLÇE / İL]" },
      { field: "list.1", text: "[MERSİS NUMARASI]" },
    ]);
  });

  it("leaves link text, notes and real values alone", () => {
    expect(
      placeholdersIn({
        a: "[Güneş kremi](/articles/x)",
        b: "Kaynak [1] ve [12]",
        c: "Işıltı Yayıncılık A.Ş.",
        d: "[A]",
      }),
    ).toEqual([]);
  });
});

describe("isExampleHost", () => {
  it("knows the names reserved for examples and nothing else", () => {
    for (const host of [
      "example.com",
      "ornek-ortak-a.example.com",
      "x.example.org",
      "a.test",
      "b.invalid",
      "shop.example",
    ])
      expect(isExampleHost(host), host).toBe(true);
    for (const host of ["examples.com", "example.com.tr", "myexample.com", "isilti.com.tr"])
      expect(isExampleHost(host), host).toBe(false);
  });
});

describe("contentReadiness", () => {
  it("passes real partner links and settings without placeholders", () => {
    expect(readiness({ "partner-links.json": REAL_PARTNERS })).toEqual({
      placeholders: [],
      samplePartnerLinks: [],
      unpublishedLinks: [],
      unreviewed: [],
    });
  });

  it("names each placeholder of the site settings with its file and field", () => {
    const settings = `${FIXTURE_SETTINGS}controller:\n  legalName: "[ŞİRKET UNVANI]"\n  address: "Bağdat Cad. 1, Kadıköy / İstanbul"\n  mersis: "[MERSİS NUMARASI]"\n  kep: "isilti@hs01.kep.tr"\n`;
    const { placeholders } = readiness({
      "site/fixture.yaml": settings,
      "partner-links.json": REAL_PARTNERS,
    });
    expect(placeholders).toEqual([
      'content/site/fixture.yaml: controller.legalName is still the placeholder "[ŞİRKET UNVANI]"',
      'content/site/fixture.yaml: controller.mersis is still the placeholder "[MERSİS NUMARASI]"',
    ]);
  });

  it("names a placeholder typed into a static page", () => {
    const about = readFileSync(
      path.resolve(__dirname, "../../../../tests/fixtures/content/pages/about-us.md"),
      "utf8",
    );
    const { placeholders } = readiness({
      "pages/about-us.md": `${about}\nGenel Yayın Yönetmeni: [AD SOYAD]\n`,
      "partner-links.json": REAL_PARTNERS,
    });
    expect(placeholders).toEqual([
      'content/pages/about-us.md: still holds the placeholder "[AD SOYAD]"',
    ]);
  });

  it("names a reviewer still holding placeholders, and health articles not reviewed yet", () => {
    const settings = `${FIXTURE_SETTINGS}health:\n  categories: [nem]\n`;
    const second = readFileSync(
      path.resolve(__dirname, "../../../../tests/fixtures/content/articles/ikinci-yazi.md"),
      "utf8",
    ).replace(/^updated: .*$/mu, (line) => `${line}\nreview:\n  reviewer: hekim`);
    const { placeholders, unreviewed } = readiness({
      "site/fixture.yaml": settings,
      "partner-links.json": REAL_PARTNERS,
      "reviewers/hekim.yaml":
        'name: "[HEKİM ADI SOYADI]"\nslug: hekim\ntitle: "[UZMANLIK]"\ndescription: "Yayıncı gerçek bir hekimin özgeçmişini buraya yazacak."\n',
      "articles/ikinci-yazi.md": second,
    });
    expect(placeholders).toEqual([
      'content/reviewers/hekim.yaml: name is still the placeholder "[HEKİM ADI SOYADI]"',
      'content/reviewers/hekim.yaml: title is still the placeholder "[UZMANLIK]"',
    ]);
    expect(unreviewed).toEqual([
      "1 article(s) name a medical reviewer but no review.date (ikinci-yazi): set the date when the physician has reviewed each",
    ]);
  });

  it("finds the sample partner links (example.com) and counts them", () => {
    const { samplePartnerLinks } = readiness({});
    expect(samplePartnerLinks).toEqual([
      expect.stringMatching(
        /^content\/partner-links\.json: 2 sample partner link\(s\) \(partner\.example\.com, names reserved for examples\)/,
      ),
    ]);
  });

  it("names every published page linking to a draft or a scheduled article, relative or absolute", () => {
    const { unpublishedLinks } = readiness({
      "partner-links.json": REAL_PARTNERS,
      "articles/taslak.md": articleFile({ ...VALID_ARTICLE, slug: "taslak", draft: true }),
      "articles/planli.md": articleFile({ ...VALID_ARTICLE, slug: "planli", date: "2025-09-01" }),
      "articles/baglayan.md": articleFile(
        { ...VALID_ARTICLE, slug: "baglayan" },
        "Önce [taslağı](/articles/taslak) okuyun, sonra [planlıyı](https://deneme.example.com/articles/planli#giris). [Yayında olan](/articles/birinci-yazi) sorun değil.",
      ),
    });
    // The held files are named as the loader names them (here, in a temporary folder).
    expect(unpublishedLinks).toEqual([
      expect.stringMatching(
        /^article baglayan links to \/articles\/taslak, which is a draft \(\S*content\/articles\/taslak\.md\)$/,
      ),
      expect.stringMatching(
        /^article baglayan links to https:\/\/deneme\.example\.com\/articles\/planli#giris, which is scheduled for 2025-09-01 \(\S*content\/articles\/planli\.md\)$/,
      ),
    ]);
  });
});
