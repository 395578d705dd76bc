import { describe, expect, it } from "vitest";
import { articleFile, loadFixture, VALID_ARTICLE } from "../../../../tests/support/content-fixture";
import { publicationProblems } from "./publication-rules";

const bio = (count: number) => Array.from({ length: count }, () => "söz").join(" ");
const author = (slug: string, description: string) =>
  [
    `slug: ${slug}`,
    "name: Ayşe Deneme",
    "role: Deneme yazarı",
    `description: ${JSON.stringify(description)}`,
    'meta_title: "Ayşe Deneme: deneme yazarı"',
    "meta_description: Ayşe Deneme, otomatik testlerde kullanılan kurgusal bir yazardır; bu açıklama yalnızca doğrulama içindir.",
    "",
  ].join("\n");

describe("publicationProblems", () => {
  it("names the file and field of a repeated title or description, and a bio's length", () => {
    const loaded = loadFixture({
      "articles/gecerli-yazi.md": articleFile(VALID_ARTICLE),
      "articles/ikinci.md": articleFile({
        ...VALID_ARTICLE,
        slug: "ikinci",
        title: VALID_ARTICLE.title.toLocaleUpperCase("tr"),
      }),
      "authors/ayse-deneme.yaml": author("ayse-deneme", bio(59)),
    });
    const problems = publicationProblems(loaded).map(({ file, field, tr }) => ({
      file,
      field,
      tr,
    }));
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          file: expect.stringMatching(/content\/articles\/ikinci\.md$/),
          field: "title",
          tr: expect.stringMatching(/gecerli-yazi\.md ile aynı başlık/),
        },
        {
          file: expect.stringMatching(/content\/articles\/ikinci\.md$/),
          field: "description",
          tr: expect.stringMatching(/gecerli-yazi\.md ile aynı açıklama/),
        },
        {
          file: expect.stringMatching(/content\/authors\/ayse-deneme\.yaml$/),
          field: "description",
          tr: "Özgeçmiş 59 kelime; 60–200 kelime olmalı.",
        },
      ]),
    );
    // Only the second of two alike articles is named: the first keeps its title.
    expect(problems.filter((p) => p.field === "title")).toHaveLength(1);
  });

  it("finds nothing in a publication that keeps the rules", () => {
    const loaded = loadFixture({
      "authors/ayse-deneme.yaml": author("ayse-deneme", bio(60)),
      "authors/ilker-ornek.yaml": author("ilker-ornek", bio(200)),
    });
    expect(publicationProblems(loaded)).toEqual([]);
  });
});
