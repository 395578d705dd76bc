import { describe, expect, it } from "vitest";
import {
  articleFile,
  fixtureProblems,
  VALID_ARTICLE,
} from "../../../../tests/support/content-fixture";
import { fieldStyleFindings, houseStyleFindings, isTitleCase } from "./house-style";

const rules = (markdown: string) => houseStyleFindings(markdown).map((f) => `${f.line} ${f.rule}`);

describe("heading case", () => {
  it("tells Title Case from sentence case, names and abbreviations aside", () => {
    expect(isTitleCase("Kapıdan Çıkmadan Önce")).toBe(true);
    expect(isTitleCase("Rafın Önünde Üç Soru")).toBe(true);
    expect(isTitleCase("Kapıdan çıkmadan önce")).toBe(false);
    expect(isTitleCase("Türkiye’de güneş kremi ve SPF")).toBe(false);
    expect(isTitleCase("Temizlik: Bütün yüze tek ürün")).toBe(false);
  });

  it("fails a Title Case ## heading among sentence-case ones, and passes a consistent article", () => {
    const mixed =
      "Giriş.\n\n## Temizliği yumuşatın\n\nMetin.\n\n## Kapıdan Çıkmadan Önce\n\nMetin.";
    expect(rules(mixed)).toEqual(["7 heading-case"]);
    expect(rules(mixed.replace("Kapıdan Çıkmadan Önce", "Kapıdan çıkmadan önce"))).toEqual([]);
  });
});

describe("a capital after a colon", () => {
  it("fails a full sentence after a colon in lower case", () => {
    expect(rules("Bir şey daha: bu durumda tedavinizi izleyen dermatologla konuşun.")).toEqual([
      "1 colon-capital",
    ]);
    expect(rules("Uyarı: kızarıklık sürerse ürünü bırakın.")).toEqual(["1 colon-capital"]);
  });

  it("passes a capital, and a list or a phrase after a colon in lower case", () => {
    expect(rules("Bir şey daha: Bu durumda dermatologla konuşun.")).toEqual([]);
    expect(rules("Dört cilt tipi vardır: normal, kuru, yağlı ve karma.")).toEqual([]);
    expect(rules("Hedef tek: sürtmekten kaçınmak.")).toEqual([]);
    expect(rules("İki onay: sayacın kendisi ve verilerin aktarılması için.")).toEqual([]);
    expect(rules("Tarifin sırrı: nazik temizlik, hafif nemlendirici ve sabır.")).toEqual([]);
    expect(rules("[Sivilce: tıraş ve ter](/articles/x) yazımız ipuçları veriyor.")).toEqual([]);
  });
});

describe("calques", () => {
  it("fails each listed calque, with what to write instead", () => {
    const [finding] = houseStyleFindings("İyi haber şu ki çoğu leke zamanla açılır.");
    expect(finding).toMatchObject({ rule: "calque", line: 1 });
    expect(finding?.message).toContain("“Neyse ki”");
    expect(rules("Kalem eyeliner en affedicisidir.")).toEqual(["1 calque"]);
    expect(rules("Bu ruj konforludur.")).toEqual(["1 calque"]);
    expect(rules("Konforludur, ayna olmadan sürülür.")).toEqual(["1 calque"]);
    expect(rules("Etiketteki SPF’e ulaşmak için")).toEqual(["1 calque"]);
    expect(rules("SPF’in ölçtüğü UVB’dir; SPF’ten fazlası gerekir.")).toEqual(["1 calque"]);
    expect(rules("Yanaklar pul pul hissettiriyorsa nemlendiriciyi artırın.")).toEqual(["1 calque"]);
    expect(rules("Cilt daha gergin hissettirdiğinde serumu bırakın.")).toEqual(["1 calque"]);
    expect(rules("Bu leke bir dermatoloğun değerlendirmesini hak eder.")).toEqual(["1 calque"]);
    expect(rules("Güneş kremi pazarlığa açık değildir.")).toEqual(["1 calque"]);
    expect(rules("Önce evin deneme protokolünü uygulayın.")).toEqual(["1 calque"]);
    expect(rules("Yeni bir aktifi rutine tek başına alın.")).toEqual(["1 calque"]);
    expect(rules("Aktifler akşam sürülür.")).toEqual(["1 calque"]);
  });

  it("passes the house wording, and a calque inside a link's address", () => {
    expect(rules("Neyse ki çoğu leke zamanla açılır. Etiketteki SPF’ye ulaşmak için.")).toEqual([]);
    expect(rules("SPF’nin ölçtüğü UVB’dir; SPF’li bir krem, SPF’den fazlası.")).toEqual([]);
    expect(rules("Cilt gergin hissediliyorsa ya da pul pul oluyorsa nemi artırın.")).toEqual([]);
    expect(
      rules("Bu krem sizi daha rahat hissettirir; kendinizi iyi hissettiren bir koku."),
    ).toEqual([]);
    expect(rules("Aktif içerikli ürünler ve etken maddeler; aktif bir yaşam; aktifliği.")).toEqual(
      [],
    );
    expect(rules("Bir dermatoloğa gösterilmeli; önce bir yama testi yapın.")).toEqual([]);
    expect(rules("[ruj bitişleri](/articles/mat-ruj-kalicilik-ve-konfor-rehberi) yazısı")).toEqual(
      [],
    );
  });
});

describe("a semicolon between subject and predicate", () => {
  it("fails the listed patterns", () => {
    expect(rules("Sonuç; saçınızın rengine göre değişir.")).toEqual(["1 subject-semicolon"]);
    expect(rules("Askorbik asit; ışıkla oksitlenir.")).toEqual(["1 subject-semicolon"]);
    expect(fieldStyleFindings("Işıltı; güvenilir bir güzellik rehberi.")).toHaveLength(1);
  });

  it("passes a comma, and a semicolon joining two sentences", () => {
    expect(rules("Sonuç saçınızın rengine göre değişir.")).toEqual([]);
    expect(rules("Erken uyuyun; sabah yüzünüz dinlenmiş görünür.")).toEqual([]);
  });
});

describe("the source format", () => {
  const sources = (line: string) => rules(`Metin.\n\n## Kaynaklar\n\n${line}\n`);

  it("passes a source in the house format, with or without its link", () => {
    expect(
      sources(
        "- Rebora A., Telogen Effluvium: A Comprehensive Review (Clinical, Cosmetic and Investigational Dermatology), 2019.",
      ),
    ).toEqual([]);
    expect(
      sources(
        "- Avrupa Parlamentosu ve Konseyi, Kozmetik Ürünlere İlişkin (AT) 1223/2009 Sayılı Tüzük, 2009. https://eur-lex.europa.eu/eli/reg/2009/1223/oj",
      ),
    ).toEqual([]);
  });

  it("fails a source without a year at its end, a bare link, or text that is not a list item", () => {
    expect(sources("- Rebora A., Telogen Effluvium (Clin Cosmet Investig Dermatol)")).toEqual([
      "5 source-format",
    ]);
    expect(sources("- https://www.titck.gov.tr/kozmetik")).toEqual(["5 source-format"]);
    expect(sources("TİTCK, Kozmetik Yönetmeliği, 2015.")).toEqual(["5 source-format"]);
    // Only under the sources heading: a list elsewhere is prose.
    expect(rules("- https://www.titck.gov.tr/kozmetik")).toEqual([]);
  });
});

describe("in the build", () => {
  it("stops the build, naming the file and the line as an editor's text editor counts it", () => {
    const problems = fixtureProblems({
      "articles/uslup.md": articleFile(
        { ...VALID_ARTICLE, slug: "uslup" },
        "Giriş paragrafı.\n\nSonuç; bu cümle hatalıdır.",
      ),
    });
    const lines = Object.keys(VALID_ARTICLE).length + 2;
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `uslup\\.md: line ${lines + 3}: “Sonuç;”: no semicolon between subject and predicate`,
        ),
      ),
    );
  });
});
