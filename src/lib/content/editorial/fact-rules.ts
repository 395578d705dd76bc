/**
 * Facts the publication states in many articles, held by rules where a machine can tell for
 * sure (content/STYLE.md, "Denetimin yakaladıkları"): the origin of the AHA figure, the whole
 * set of EU limits for salicylic acid, one patch-test protocol that others link and never
 * restate, sources that were replaced or do not fit the claim, and the retinoid myth. Each rule
 * reads an article's Markdown and returns findings shaped like the house style's, with the line
 * and a Turkish sentence saying how to put it right.
 */

/** The one article that describes the patch test; the others link it (content/STYLE.md). */
export const PATCH_TEST_ARTICLE = "yama-testi-nasil-yapilir-yeni-urunu-denemenin-guvenli-yolu";
/** The one article with the figures of the actives ("Oranlar ve sınırlar"). */
export const RATIOS_ARTICLE = "aktif-icerikleri-birlikte-kullanmak";

export type FactRule =
  | "aha-origin"
  | "bha-limits"
  | "patch-test-restated"
  | "patch-test-link"
  | "source-replaced"
  | "retinoid-thinning";

export interface FactFinding {
  /** 1-based line of the Markdown body. */
  line: number;
  rule: FactRule;
  message: string;
}

/** A paragraph, a box (a blockquote), a list item, a table row or a heading, with its first line. */
interface Block {
  line: number;
  text: string;
  kind: "paragraph" | "item" | "row" | "heading";
  /** Under "## Kaynaklar": sources, not claims. */
  sources: boolean;
}

const LIST_ITEM = /^\s*(?:>\s*)?(?:[-*+]|\d+[.)])\s+/u;

/** The body cut into blocks, outside fenced code. */
export function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let fenced = false;
  let sources = false;
  let open: Block | null = null;
  markdown.split("\n").forEach((text, i) => {
    if (/^\s*(```|~~~)/u.test(text)) fenced = !fenced;
    if (fenced || /^\s*(```|~~~)/u.test(text) || /^\s*>?\s*$/u.test(text)) {
      open = null;
      return;
    }
    const heading = /^#{1,6}\s/u.test(text);
    if (heading) sources = /^##\s+Kaynaklar\s*$/u.test(text);
    const kind: Block["kind"] = heading
      ? "heading"
      : /^\s*\|/u.test(text)
        ? "row"
        : LIST_ITEM.test(text)
          ? "item"
          : "paragraph";
    if (open && kind === "paragraph" && open.kind !== "heading" && open.kind !== "row") {
      open.text += `\n${text}`;
      return;
    }
    open = { line: i + 1, text, kind, sources };
    blocks.push(open);
    if (kind === "heading" || kind === "row") open = null;
  });
  return blocks;
}

/**
 * Whether a pattern matches a text as written or folded to lower case by Turkish rules: a word
 * at a sentence's start ("İç kolunuza", "Glikolik") is still the word; abbreviations in the
 * patterns are in capitals and match as written.
 */
const has = (pattern: RegExp, text: string) =>
  pattern.test(text) || pattern.test(text.toLocaleLowerCase("tr"));

/** Link text stays, its address goes: a URL is not prose ("…-yama-testi-…"). */
const prose = (text: string) => text.replace(/\]\([^)]*\)/gu, "]");

/** Sentences of a block's prose: a stop and a space before the next word. */
const sentencesOf = (text: string) =>
  prose(text)
    .split(/(?<=[.!?…])\s+/u)
    .filter((s) => s.trim() !== "");

const links = (text: string, slug: string) =>
  new RegExp(`\\]\\(/articles/${slug}(?:#[^)]*)?\\)`, "u").test(text);

// The AHA figure: glycolic and lactic acid at up to 10%, pH 3.5 or higher. US guidance (the FDA,
// on the CIR panel's conclusion), not an EU or Turkish limit: it never stands as a limit alone.
const AHA = /(?<![\p{L}\d])AHA(?![\p{L}\d])|glikolik|laktik|alfa[- ]hidroksi/u;
/** A figure, not the start of a longer one ("%10,5") or of a range ("%10–20"). */
const percent = (figure: string) =>
  new RegExp(`(?:%\\s?|yüzde\\s+)${figure}(?!\\d|[,.]\\d|\\s*[–-]\\s*\\d)`, "u");
const TEN_PERCENT = percent("10");
const PH_3_5 = /pH.{0,15}?3[,.]5/u;
const LIMIT = /yasal|sınır|en fazla|üst|izin/iu;
const AHA_ORIGIN = /FDA|CIR|ABD|Amerika|Cosmetic Ingredient Review/u;

export function ahaFindings(blocks: readonly Block[]): FactFinding[] {
  return blocks
    .filter((b) => !b.sources)
    .filter(({ text }) => has(AHA, text) && TEN_PERCENT.test(text) && PH_3_5.test(text))
    .filter(({ text }) => has(LIMIT, text) && !AHA_ORIGIN.test(text))
    .map(({ line }) => ({
      line,
      rule: "aha-origin",
      message:
        "AHA için “%10, pH 3,5 ve üzeri” AB’nin ya da Türkiye’nin yasal sınırı değil, ABD’de FDA’nın (CIR değerlendirmesine dayanan) önerdiği ölçüttür: Kaynağını aynı kutuda söyleyin (FDA, CIR ya da ABD)",
    }));
}

// Salicylic acid in the EU (Regulation 1223/2009, Annex III): 3% in rinse-off hair products, 2%
// elsewhere, 0.5% in body lotions, eye and lip products. "En fazla %2" alone is a third of it.
const BHA = /(?<![\p{L}\d])BHA(?![\p{L}\d])|salisilik/u;
const TWO_PERCENT = percent("2");
const THREE_PERCENT = percent("3");
const HALF_PERCENT = percent("0[,.]5");
const BHA_LIMIT = /sınır|en fazla|üst|izin|kadar/iu;

export function bhaFindings(blocks: readonly Block[]): FactFinding[] {
  return blocks
    .filter((b) => !b.sources)
    .filter(({ text }) => has(BHA, text) && TWO_PERCENT.test(text) && has(BHA_LIMIT, text))
    .filter(({ text }) => !(THREE_PERCENT.test(text) && HALF_PERCENT.test(text)))
    .filter(({ text }) => !links(text, RATIOS_ARTICLE))
    .map(({ line }) => ({
      line,
      rule: "bha-limits",
      message: `Salisilik asitte “%2” tek sınır değil: AB’de durulanan saç ürünlerinde %3, vücut losyonu, göz ve dudak ürünlerinde %0,5. Bunları aynı kutuda yazın ya da oranlar için [aktif içerikler yazısına](/articles/${RATIOS_ARTICLE}) bağlantı verin`,
    }));
}

// The patch test's details: where, how much, how long. A sentence that names a place with a
// duration, an amount or a word of testing repeats the protocol; so does the protocol's own
// duration beside a word of testing.
// The wrist is left out: "bileğinizin iç kısmında deneyin" tests a colour or how warm an oil is.
const PLACE =
  /kulak\s+arka\p{L}*|dirse\p{L}*\s+iç\p{L}*|çene\s+alt\p{L}*|iç\s+kol\p{L}*|kolu\p{L}*\s+iç\p{L}*/iu;
const DURATION =
  /\d+\s*[–-]\s*\d+\s*gün\p{L}*|(?<![\d,])\d+\s*(?:gün|saat)\p{L}*|(?:bir|iki|üç|beş|yedi|on|birkaç)\s+(?:gün|hafta)\p{L}*|haftalık/iu;
const PROTOCOL_DURATION = /(?:5\s*[–-]\s*7|7\s*[–-]\s*10)\s*gün/iu;
const AMOUNT = /bezelye\s+tane\p{L}*\s+yarı\p{L}*|santim\p{L}*|\d\s*cm(?!\p{L})/iu;
// "dene-" and "sına-" without "denetim", "deneyim" or "sınav".
const TESTING = /(?<!\p{L})(?:dene(?!t|yim)\p{L}*|test\p{L}*|sına(?!v)\p{L}*)/iu;
/** The hair-dye and henna allergy test the box prescribes: 48 hours before every colouring. */
const DYE = /boya|kına|alerji\s+test/iu;
const DYE_DURATION = /48\s*saat\p{L}*|(?:iki|2)\s*gün\p{L}*/iu;
const MENTION = /yama\s+test\p{L}*/iu;

const restates = (sentence: string) =>
  (has(PLACE, sentence) &&
    (has(DURATION, sentence) || has(AMOUNT, sentence) || has(TESTING, sentence))) ||
  (PROTOCOL_DURATION.test(sentence) && has(TESTING, sentence));

/** Every duration in a sentence is the dye test's 48 hours (or none is given). */
const dyeTestOnly = (sentence: string) =>
  !PROTOCOL_DURATION.test(sentence) &&
  [...sentence.toLocaleLowerCase("tr").matchAll(new RegExp(DURATION.source, "giu"))].every((m) =>
    DYE_DURATION.test(m[0]),
  );

export function patchTestFindings(blocks: readonly Block[], slug: string): FactFinding[] {
  if (slug === PATCH_TEST_ARTICLE) return [];
  const findings: FactFinding[] = [];
  let mention: number | null = null;
  const claims = blocks.filter((b) => !b.sources);
  for (const block of claims) {
    const restated = sentencesOf(block.text).filter(restates);
    const dye = has(DYE, block.text);
    const wrong = restated.filter((s) => !(dye && dyeTestOnly(s)));
    if (restated.length > wrong.length || has(MENTION, prose(block.text))) mention ??= block.line;
    for (const sentence of wrong)
      findings.push({
        line: block.line,
        rule: "patch-test-restated",
        message: `“${sentence.length > 80 ? `${sentence.slice(0, 80)}…` : sentence}”: yama testinin yeri, miktarı ve süresi yalnızca [yama testi yazısında](/articles/${PATCH_TEST_ARTICLE}) anlatılır; burada bir cümleyle önerip ona bağlantı verin`,
      });
  }
  findings.push(...listFindings(claims));
  if (mention !== null && !blocks.some((b) => links(b.text, PATCH_TEST_ARTICLE)))
    findings.push({
      line: mention,
      rule: "patch-test-link",
      message: `Yama testinden söz eden yazı [yama testi yazısına](/articles/${PATCH_TEST_ARTICLE}) bağlantı verir`,
    });
  return findings;
}

/**
 * A list whose items spread the protocol over several steps ("Yer: kulak arkası", "Süre: 5–7
 * gün") restates it too, though no one sentence does.
 */
function listFindings(blocks: readonly Block[]): FactFinding[] {
  const findings: FactFinding[] = [];
  let list: Block[] = [];
  const close = () => {
    const text = list.map((b) => prose(b.text)).join("\n");
    const first = list[0];
    const spread = list.every((b) => !sentencesOf(b.text).some(restates));
    if (first && spread && has(PLACE, text) && PROTOCOL_DURATION.test(text) && has(TESTING, text))
      findings.push({
        line: first.line,
        rule: "patch-test-restated",
        message: `Bu liste yama testinin adımlarını yeniden anlatıyor: Adımlar yalnızca [yama testi yazısında](/articles/${PATCH_TEST_ARTICLE}) yer alır; burada bir cümleyle önerip ona bağlantı verin`,
      });
    list = [];
  };
  for (const block of blocks) {
    if (block.kind === "item") list.push(block);
    else close();
  }
  close();
  return findings;
}

/** Sources replaced by a newer edition, or that cannot carry the claim they are cited for. */
export const REPLACED_SOURCES: readonly {
  all: readonly RegExp[];
  /** Only in this article (a source right elsewhere may be wrong here). */
  only?: string;
  message: string;
}[] = [
  {
    all: [
      /alopeci?a\s+areata|alopesi\s+areata/iu,
      /British Association of Dermatologists|BAD/u,
      /2012/u,
    ],
    message:
      "BAD’ın 2012 tarihli alopesi areata kılavuzunun yerini 2024’te yayımlanan canlı kılavuz aldı: Harries M. ve ark., British Association of Dermatologists living guideline for managing people with alopecia areata (British Journal of Dermatology)",
  },
  {
    all: [/ESCD|European Society of Contact Dermatitis/u],
    only: PATCH_TEST_ARTICLE,
    message:
      "ESCD kılavuzu klinikte tanı için yapılan yama testinin kılavuzudur, evde ürün denemesinin kaynağı olamaz: Evde denemeyi anlatan bir kaynak gösterin (ör. Amerikan Dermatoloji Akademisi)",
  },
];

export function sourceFindings(blocks: readonly Block[], slug: string): FactFinding[] {
  return blocks.flatMap((block) =>
    REPLACED_SOURCES.filter((s) => (s.only ?? slug) === slug)
      .filter((s) => s.all.every((pattern) => has(pattern, block.text)))
      .map((s) => ({ line: block.line, rule: "source-replaced" as const, message: s.message })),
  );
}

// Retinoids thicken the epidermis in long use; "cildi inceltir" is the myth. The reason not to
// wax over them is a more sensitive surface that the wax can lift.
const RETINOID = /retino\p{L}*/iu;
const THINS = /(?<!\p{L})incel(?:tir|tiyor|tebilir|ir|iyor)(?!\p{L})(?!\s+m[ıi](?!\p{L}))/iu;
const DENIED = /efsane|yanlış|doğru değil|aksine|kalınlaş/iu;

export function retinoidFindings(blocks: readonly Block[]): FactFinding[] {
  return blocks
    .filter((b) => !b.sources)
    .flatMap((block) =>
      sentencesOf(block.text)
        .filter((s) => has(RETINOID, s) && has(THINS, s) && !has(DENIED, s))
        .map(() => ({
          line: block.line,
          rule: "retinoid-thinning" as const,
          message:
            "Retinoidler cildi inceltmez (uzun kullanımda üst deri kalınlaşır); bu bir efsane. Ağdadan kaçınmanın nedeni, cildin hassaslaşması ve ağdanın yüzeyi kaldırabilmesidir",
        })),
    );
}

/** Every fact finding in an article's Markdown body, by line. */
export function factFindings(markdown: string, slug: string): FactFinding[] {
  const blocks = blocksOf(markdown);
  return [
    ...ahaFindings(blocks),
    ...bhaFindings(blocks),
    ...patchTestFindings(blocks, slug),
    ...sourceFindings(blocks, slug),
    ...retinoidFindings(blocks),
  ].sort((a, b) => a.line - b.line);
}
