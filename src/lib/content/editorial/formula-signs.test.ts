import { describe, expect, it } from "vitest";
import {
  apostropheWarning,
  dermatologistReferralCount,
  endsWithChecklist,
  formulaCounts,
  htmlApostrophes,
  referralCount,
  straightApostrophes,
} from "./formula-signs";

const article = (description: string, html: string) => ({ slug: "x", description, html });

describe("formulaCounts", () => {
  const articles = [
    article(
      "Nemlendiriciyi nasıl seçeceğinizi anlatıyoruz.",
      '<h2 id="a">Giriş</h2><h2 id="sonuc">Sonuç</h2><p>Yama testi yapın; dermatoloğunuza danışın. Yine de dermatoloğunuza danışın.</p><h2 id="kaynaklar">Kaynaklar</h2>',
    ),
    article("Kısa bir rehber.", '<h2 id="sonuc">Sonuç</h2><p>Bitti.</p>'),
    article("Anlatıyoruz demeyen bir açıklama; başka bir şey söylüyor.", "<h2>Son söz</h2>"),
    ...Array.from({ length: 7 }, () => article("Sade bir açıklama.", "<h2>Ne işe yarar?</h2>")),
  ];
  const counts = formulaCounts(articles);

  it("counts each repeated phrase over the articles, with no limit to pass", () => {
    expect(counts.map((c) => [c.count, c.total])).toEqual([
      [0, 10], // ends with a checklist
      [2, 10], // ends with Sonuç (a closing Kaynaklar list does not count as the ending)
      [1, 10], // description ends "anlatıyoruz"
      [1, 10], // sends the reader to a doctor twice
      [2, 10], // "dermatoloğunuza danışın", every use
    ]);
    expect(counts.every((c) => !("limit" in c))).toBe(true);
  });
});

describe("referralCount", () => {
  it("counts the sentences that send the reader to a doctor, in any wording", () => {
    const text =
      "Kızarıklık bir haftada geçmezse bir dermatoloğa görünün. Hamileyseniz hekiminize sorun.\n" +
      "Dermatologlar bu konuda farklı düşünür. Doktor önerisi olmadan kullanmayın.";
    expect(referralCount(text)).toBe(2);
    expect(referralCount("Cildiniz rahatladıysa devam edin.")).toBe(0);
  });

  it("counts the ones naming a dermatologist apart", () => {
    const text =
      "Kızarıklık geçmezse bir dermatoloğa görünün. Hamileyseniz hekiminize sorun.\n" +
      "Bir deri hastalıkları uzmanına başvurun. Dermatologlar farklı düşünür.";
    expect(dermatologistReferralCount(text)).toBe(2);
    expect(referralCount(text)).toBe(3);
  });
});

describe("straight apostrophes", () => {
  it("finds them between letters, not in code or as quotes", () => {
    expect(htmlApostrophes("<p>Işıltı'da ve KVKK'nın 'alıntı' <code>a'b</code></p>")).toEqual({
      count: 2,
      examples: ["Işıltı'da", "KVKK'nın"],
    });
    expect(straightApostrophes("Işıltı’da, 'tırnak' içinde.").count).toBe(0);
  });

  it("finds them written as HTML entities too, and nothing in text without any", () => {
    expect(htmlApostrophes("<p>Işıltı&#39;da ve KVKK&#x27;nın ile Ankara&apos;ya</p>")).toEqual({
      count: 3,
      examples: ["Işıltı'da", "KVKK'nın", "Ankara'ya"],
    });
    expect(htmlApostrophes("<p>Işıltı’da &amp; KVKK’nın</p>")).toEqual({
      count: 0,
      examples: [],
    });
  });

  it("names the words and the house style in the warning", () => {
    expect(apostropheWarning(straightApostrophes("İstanbul'da"))).toBe(
      "1 straight apostrophe between letters (İstanbul'da): use ’ (Işıltı’da)",
    );
    expect(apostropheWarning(straightApostrophes("İstanbul’da"))).toBeNull();
  });

  it("reads a plain text as it is: an entity there is what the editor typed", () => {
    expect(straightApostrophes("KVKK&#39;nın").count).toBe(0);
    expect(htmlApostrophes("<pre>it's</pre><p>ok</p>").count).toBe(0);
  });
});

describe("endsWithChecklist", () => {
  const html = (last: string) =>
    `<p>Giriş.</p><h2>Bir</h2><p>Metin.</p><h2>Son</h2>${last}<h2>Kaynaklar</h2><ul><li>a</li><li>b</li><li>c</li></ul>`;

  it("finds a closing section that is a list, the sources aside", () => {
    expect(endsWithChecklist(html("<ol><li>Bir</li><li>İki</li><li>Üç</li></ol>"))).toBe(true);
    expect(
      endsWithChecklist(html("<p>Kısa giriş.</p><ul><li>a</li><li>b</li><li>c</li></ul>")),
    ).toBe(true);
  });

  it("passes a closing in prose, or a short list inside prose", () => {
    expect(endsWithChecklist(html("<p>Bir paragraf.</p><p>Bir paragraf daha.</p>"))).toBe(false);
    expect(
      endsWithChecklist(html("<p>Önce.</p><ul><li>a</li><li>b</li><li>c</li></ul><p>Sonra.</p>")),
    ).toBe(false);
  });
});
