import { describe, expect, it } from "vitest";
import { factFindings, PATCH_TEST_ARTICLE, RATIOS_ARTICLE } from "./fact-rules";

const rules = (markdown: string, slug = "bir-yazi") =>
  factFindings(markdown, slug).map((f) => `${f.line} ${f.rule}`);
const PROTOCOL = `/articles/${PATCH_TEST_ARTICLE}`;

describe("the AHA figure", () => {
  it("fails “%10, pH 3,5” stated as a limit without its origin", () => {
    expect(
      rules(
        "Giriş.\n\n> **Oranlar: AHA (glikolik, laktik asit).** Evde kullanılan ürünlerde üst sınır %10’dur, pH da 3,5’in altına inmemelidir.",
      ),
    ).toEqual(["3 aha-origin"]);
    expect(rules("AHA’da yasal sınır %10, pH 3,5 ve üzeri.")).toEqual(["1 aha-origin"]);
    expect(rules("Glikolik asitte en fazla %10 ve pH 3.5 ya da üzeri.")).toEqual(["1 aha-origin"]);
  });

  it("passes it with its origin in the same box, or not stated as a limit", () => {
    expect(
      rules(
        "> **AHA.** AB’de ve Türkiye’de yüzde sınırı yok. ABD’de FDA’nın, CIR değerlendirmesine dayanan ölçütü evde kullanılan ürünlerde en fazla %10 ve pH 3,5 ya da üzeri.",
      ),
    ).toEqual([]);
    expect(rules("Bu tonik %10 glikolik asit içeriyor ve pH’ı 3,5.")).toEqual([]);
    // Vitamin C's range beside an AHA: not the AHA figure.
    expect(
      rules("AHA’lı ürünle aynı akşam değil: L-askorbik asit %10–20 ve pH 3,5’in altında."),
    ).toEqual([]);
  });
});

describe("the salicylic acid limits", () => {
  it("fails “en fazla %2” as the only limit", () => {
    expect(
      rules(
        "> **Oranlar: BHA (salisilik asit).** Kozmetik ürünlerde en fazla %2 kullanılır; yüzde %0,5–2 aralığı yaygındır.",
      ),
    ).toEqual(["1 bha-limits"]);
    expect(rules("BHA’da sınır %2.")).toEqual(["1 bha-limits"]);
  });

  it("passes the box naming the other EU limits, or linking the box that does", () => {
    expect(
      rules(
        "> Salisilik asit AB’de durulanan saç ürünlerinde en fazla %3, diğer ürünlerde %2, vücut losyonu, göz ve dudak ürünlerinde %0,5 olabilir.",
      ),
    ).toEqual([]);
    expect(
      rules(
        `Salisilik asit yüz ürünlerinde en fazla %2; öteki sınırlar [oranlar bölümünde](/articles/${RATIOS_ARTICLE}).`,
      ),
    ).toEqual([]);
    expect(rules("%2 salisilik asitli bir tonik, haftada üç akşam.")).toEqual([]);
  });
});

describe("one patch-test protocol, linked, never restated", () => {
  it("fails a sentence that gives the test's place with a duration, an amount or a test", () => {
    expect(
      rules(
        `Yeni kremi önce 5–7 gün kulak arkasında [deneyin](${PROTOCOL}), sonra yüzünüze sürün.`,
      ),
    ).toEqual(["1 patch-test-restated"]);
    expect(
      rules(`Bezelye tanesinin yarısı kadarını kulak arkanıza sürün. [Yama testi](${PROTOCOL})`),
    ).toEqual(["1 patch-test-restated"]);
    expect(rules(`Vücut losyonunu önce dirsek içinde deneyin ([nasıl](${PROTOCOL})).`)).toEqual([
      "1 patch-test-restated",
    ]);
    expect(rules(`[Yama testiyle](${PROTOCOL}) 7–10 gün deneyin.`)).toEqual([
      "1 patch-test-restated",
    ]);
    expect(
      rules(
        `| Hassas | Yulaf | Haftada bir, kulak arkası denemesinden sonra |\n\n[test](${PROTOCOL})`,
      ),
    ).toEqual(["1 patch-test-restated"]);
  });

  it("fails a list that spreads the steps over its items", () => {
    expect(
      rules(
        `Nasıl denenir:\n\n1. Yer: kulak arkası.\n2. Süre: 5–7 gün, günde bir kez.\n3. Test bitince yüze geçin.\n\n[Ayrıntı](${PROTOCOL})`,
      ),
    ).toEqual(["3 patch-test-restated"]);
  });

  it("passes one sentence that recommends the test and links it", () => {
    expect(
      rules(`Asitli yeni bir serumu yüze geçmeden önce bir [yama testiyle](${PROTOCOL}) deneyin.`),
    ).toEqual([]);
    expect(
      rules(
        `Maskeyi bir kez, kullanacağınız gibi deneyin ve 48 saat izleyin ([yama testi](${PROTOCOL})).`,
      ),
    ).toEqual([]);
  });

  it("passes the places and durations of ordinary sentences", () => {
    const ordinary = [
      "Saç çizgisi, çene altı ve burun kenarları en sık unutulan yerlerdir.",
      "| Yüz ve boyun | İki parmak | Kulak kepçeleri ve kulak arkası, boyun yanları |",
      "Yatmadan önce dirsek içi ve diz arkası gibi sık alevlenen bölgelere ikinci bir kat sürün.",
      "Beğendiğiniz kokuyu bileğinize ya da dirsek içinize sıkın ve mağazadan çıkın.",
      "Yağın ılık olduğunu anlamak için bileğinizin iç kısmında deneyin.",
      "Rengi bileğinizin iç kısmında deneyin; parmak ucunun rengi dudağa yakındır.",
      "Kremi her iki saatte bir yenileyin; kulak arkasını da unutmayın.",
      "Sonucu görmek için 8–12 hafta deneyin.",
    ].join("\n\n");
    expect(rules(ordinary)).toEqual([]);
  });

  it("passes the hair-dye and henna allergy test of 48 hours, with the link", () => {
    const dye = `Saç boyasında kutudaki talimata göre, her boyamadan 48 saat önce kulak arkasında alerji testi yapın ([neden ayrı](${PROTOCOL})).`;
    expect(rules(dye)).toEqual([]);
    expect(
      rules("Kınadan bir parça 48 saat önce kulak arkasına sürülür; iki gün izlenir."),
    ).toEqual(["1 patch-test-link"]);
    // The dye's exception does not cover the protocol's own days.
    expect(rules(`Boyayı 5–7 gün kulak arkasında deneyin ([test](${PROTOCOL})).`)).toEqual([
      "1 patch-test-restated",
    ]);
  });

  it("fails a mention of the patch test without the link, and passes it linked", () => {
    expect(rules("Yeni serumdan önce bir yama testi yapın.")).toEqual(["1 patch-test-link"]);
    expect(rules(`Yeni serumdan önce bir [yama testi](${PROTOCOL}#adimlar) yapın.`)).toEqual([]);
  });

  it("leaves the protocol article itself and the sources list alone", () => {
    const steps = "Bezelye tanesinin yarısı kadarını 7–10 gün dirsek içine sürün.";
    expect(rules(steps, PATCH_TEST_ARTICLE)).toEqual([]);
    expect(
      rules(
        "Metin.\n\n## Kaynaklar\n\n- AAD, How to test skin care products: kulak arkası 5–7 gün, 2020.",
      ),
    ).toEqual([]);
  });
});

describe("sources replaced or out of place", () => {
  it("fails the British Association of Dermatologists' 2012 alopecia areata guideline", () => {
    expect(
      rules(
        "## Kaynaklar\n\n- İngiliz Dermatologlar Derneği (BAD), British Association of Dermatologists’ Guidelines for the Management of Alopecia Areata 2012 (British Journal of Dermatology), 2012.",
      ),
    ).toEqual(["3 source-replaced"]);
  });

  it("passes the 2024 living guideline", () => {
    expect(
      rules(
        "## Kaynaklar\n\n- Harries M. ve ark., British Association of Dermatologists living guideline for managing people with alopecia areata 2024 (British Journal of Dermatology), 2025.",
      ),
    ).toEqual([]);
  });

  it("fails the clinical ESCD guideline in the home-test article only", () => {
    const escd =
      "## Kaynaklar\n\n- Avrupa Kontakt Dermatit Derneği (ESCD), European Society of Contact Dermatitis guideline for diagnostic patch testing (Contact Dermatitis), 2015.";
    expect(rules(escd, PATCH_TEST_ARTICLE)).toEqual(["3 source-replaced"]);
    expect(rules(escd, "kontakt-dermatit-klinikte-tani")).toEqual([]);
  });
});

describe("the retinoid thinning myth", () => {
  it("fails retinoids said to thin the skin", () => {
    expect(rules("- Retinoidli kremler de izotretinoin de cildi inceltir.")).toEqual([
      "1 retinoid-thinning",
    ]);
    expect(rules("Retinol zamanla cildi inceltebilir.")).toEqual(["1 retinoid-thinning"]);
  });

  it("passes the myth told as a myth, a question, or thinning of something else", () => {
    expect(rules("Retinoidler cildi inceltir mi? Hayır.")).toEqual([]);
    expect(rules("“Retinol cildi inceltir” bir efsanedir; üst deri aksine kalınlaşır.")).toEqual(
      [],
    );
    expect(rules("Retinole başladıysanız kaşı fazla inceltmeyin.")).toEqual([]);
    expect(rules("Kalemle kuyruğun ucunu inceltin.")).toEqual([]);
  });
});
