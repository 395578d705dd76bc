import { describe, expect, it } from "vitest";
import { HEALTH_SUBJECT, healthSubject, healthTermsIn } from "./health-terms";

const terms = (markdown: string) =>
  Object.fromEntries(healthTermsIn(markdown).map((t) => [t.label, t.count]));

describe("healthTermsIn", () => {
  it("finds a term with its Turkish suffixes, at a word's start only", () => {
    expect(
      terms("Retinolü akşam sürün; retinoller, egzamaya ve akneli cilde dikkat. Aknesiz de olur."),
    ).toEqual({ retinol: 2, egzama: 1, akne: 2 });
    // "parakne" is not "akne"; "sedefli" oje is mother-of-pearl, not psoriasis.
    expect(terms("Parakne diye bir şey yok. Sedefli bir oje sürün.")).toEqual({});
    expect(terms("Sedef hastalığı olanlar dikkat etsin.")).toEqual({ "sedef hastalı": 1 });
  });

  it("reads abbreviations in capitals only, with a suffix after the apostrophe", () => {
    expect(terms("AHA’lı tonik, BHA’nın etkisi, PPD’ye alerji, TPO’lu jel.")).toEqual({
      AHA: 1,
      BHA: 1,
      PPD: 1,
      TPO: 1,
    });
    expect(terms("Aha, işte bu! Bha diye bir kelime yok; tpo küçük harfle.")).toEqual({});
  });

  it("leaves out link addresses, code and the sources list", () => {
    const markdown = [
      "Bkz. [bu yazı](/articles/retinol-rehberi) ve `akne` kodu.",
      "",
      "## Kaynaklar",
      "",
      "- Kurum, Retinol and acne: egzama review (Journal), 2020.",
    ].join("\n");
    expect(terms(markdown)).toEqual({});
  });
});

describe("healthSubject", () => {
  it("passes a make-up text that names a condition or two in passing", () => {
    expect(healthSubject("Akneye, rozaseaya eğilimli ciltte ürünü yavaş deneyin.")).toEqual([]);
    expect(healthSubject("SPF’li fondöten güneş kreminin yerini tutmaz.")).toEqual([]);
  });

  it("fails a text naming a drug or an allergen twice", () => {
    expect(HEALTH_SUBJECT.specific).toBe(2);
    const dye = "PPD (parafenilendiamin) gibi boya maddelerine karşı gelişen alerji artabilir.";
    expect(healthSubject(dye).map((t) => t.label)).toEqual(["PPD", "parafenilendiamin"]);
    const drug = "İzotretinoin kullanırken ağda yaptırmayın; izotretinoin bitince de bekleyin.";
    expect(healthSubject(drug).map((t) => t.label)).toEqual(["izotretinoin"]);
  });

  it("fails a text naming other health terms five times", () => {
    const sun = "SPF UVB’yi ölçer. UVA için logo arayın. SPF 30 yeter. Güneş yanığı UVB’den gelir.";
    expect(healthSubject(sun).reduce((n, t) => n + t.count, 0)).toBe(HEALTH_SUBJECT.any + 1);
    expect(healthSubject(sun.replace("SPF 30 yeter. ", "")).length).toBeGreaterThan(0);
    expect(healthSubject("SPF UVB’yi ölçer. UVA için logo arayın. SPF 30 yeter.")).toEqual([]);
  });
});
