import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { articleFile, makeFixture, VALID_ARTICLE } from "../../../../tests/support/content-fixture";
import { contentStats } from "./content-stats";

// Content that content:check refuses (a Title Case heading, a calque): the stats read it anyway.
const fixture = makeFixture({
  "articles/kalip.md": articleFile(
    { ...VALID_ARTICLE, slug: "kalip", form: "qa" },
    [
      "Kremi ya da serumu sürün. İyi haber şu ki ya da değil, veya da var.",
      "",
      "## Nasıl sürülür",
      "",
      "Bir dermatoloğa görünün. Kızarırsa hekiminize danışın. Ayrıntısı [bu yazımızda bulabilirsiniz](/articles/kalip).",
      "",
      "Yeni kremi önce 5–7 gün kulak arkasında deneyin.",
      "",
      "## Son Söz Ve Kısa Bir Özet",
      "",
      "Bitti.",
    ].join("\n"),
  ),
  "authors/yeni-yazar.yaml": [
    'name: "Yeni Yazar"',
    "slug: yeni-yazar",
    'role: "Editör"',
    'description: "On iki yıldır güzellik üzerine yazıyor; İzmir’de yaşıyor ve kısa yazılar seviyor."',
  ].join("\n"),
});
afterAll(() => fixture.cleanup());
const stats = contentStats(path.join(fixture.options.contentDir));
const before = contentStats(makeFixture().options.contentDir);

describe("contentStats", () => {
  it("reads content the check would refuse, and counts what an edit changed", () => {
    expect(stats.articles).toBe(before.articles + 1);
    expect(stats.houseStyle["heading-case"] - before.houseStyle["heading-case"]).toBe(1);
    expect(stats.houseStyle.calque - before.houseStyle.calque).toBe(1);
    expect(stats.variety.forms.qa - before.variety.forms.qa).toBe(1);
    const count = (s: typeof stats, word: string) =>
      s.variety.counts.find((c) => c.label === `“${word}”`)?.count ?? 0;
    expect(count(stats, "ya da") - count(before, "ya da")).toBe(2);
    expect(count(stats, "veya") - count(before, "veya")).toBe(1);
  });

  it("counts articles restating the patch test and fact findings, though the check refuses them", () => {
    expect(stats.articlesRestatingPatchTest - before.articlesRestatingPatchTest).toBe(1);
    expect(stats.facts["patch-test-restated"] - before.facts["patch-test-restated"]).toBe(1);
  });

  it("counts referrals, link formulas, orphans and bio patterns", () => {
    expect(stats.articlesWithReferral - before.articlesWithReferral).toBe(1);
    expect(stats.referrals - before.referrals).toBe(2);
    expect(stats.articlesWithDermatologistReferral - before.articlesWithDermatologistReferral).toBe(
      1,
    );
    expect(stats.linkFormula.bulabilirsiniz - before.linkFormula.bulabilirsiniz).toBe(1);
    // The new article links only to itself, which does not count: one orphan more.
    expect(stats.orphans - before.orphans).toBe(1);
    expect(stats.bios.total - before.bios.total).toBe(1);
    expect(stats.bios.yearsPattern - before.bios.yearsPattern).toBe(1);
    expect(stats.bios.livesPattern - before.bios.livesPattern).toBe(1);
  });
});
