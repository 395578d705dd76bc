/**
 * The mechanical part of the house style (content/STYLE.md): what a machine can tell for sure
 * about a text, each rule with the line it finds and how to put it right. The loader reports
 * every finding as an error naming the file and line, so `npm run content:check` and the build
 * fail on them.
 */

export interface StyleFinding {
  /** 1-based line of the Markdown body (0 for a front matter field). */
  line: number;
  rule: "heading-case" | "colon-capital" | "calque" | "subject-semicolon" | "source-format";
  message: string;
  /** The same, in Turkish, for the editor who fixes it (the desk, npm run content:check). */
  tr: string;
}

/** Words a heading keeps capitalised in sentence case: names, and abbreviations in capitals. */
const PROPER_NOUNS = new Set([
  "Türkiye",
  "Türk",
  "Türkçe",
  "İstanbul",
  "İzmir",
  "Ankara",
  "Avrupa",
  "Akdeniz",
  "Ege",
  "Işıltı",
]);

const words = (text: string) => text.match(/[\p{L}\p{N}’'.-]+/gu) ?? [];
/** A capitalised word that sentence case would write in lower case. */
const titleCased = (word: string) =>
  /^\p{Lu}\p{Ll}/u.test(word) && !PROPER_NOUNS.has(word.replace(/[’'].*$/u, ""));

/**
 * Title Case: of the words after the first (and after a colon's first word, which may be
 * either), at least two of three letters or more are capitalised, and they are at least half.
 */
export function isTitleCase(heading: string): boolean {
  const parts = heading.split(/:\s*/u);
  const rest = parts.flatMap((part) => words(part).slice(1));
  const long = rest.filter((w) => w.length >= 3 && /^\p{L}/u.test(w));
  const capitalised = long.filter(titleCased);
  return capitalised.length >= 2 && capitalised.length * 2 >= long.length;
}

/** Lines of the body outside fenced code, with their numbers. */
function proseLines(markdown: string): { line: number; text: string }[] {
  let fenced = false;
  return markdown.split("\n").flatMap((text, i) => {
    if (/^\s*(```|~~~)/u.test(text)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line: i + 1, text }];
  });
}

function headingFindings(lines: { line: number; text: string }[]): StyleFinding[] {
  const h2 = lines.flatMap(({ line, text }) => {
    const match = /^##\s+(.+?)\s*#*\s*$/u.exec(text);
    return match?.[1] ? [{ line, heading: match[1] }] : [];
  });
  const title = h2.filter((h) => isTitleCase(h.heading));
  if (title.length === 0 || title.length === h2.length) return [];
  return title.map(({ line, heading }) => ({
    line,
    rule: "heading-case",
    message: `“${heading}” is in Title Case while the article's other ## headings are in sentence case: write it in sentence case`,
    tr: `“${heading}” başlığında her sözcük büyük harfle başlıyor; yazının öteki ## başlıkları gibi yalnızca ilk sözcüğü büyük harfle yazın.`,
  }));
}

/**
 * The last word of a full sentence: a verb that ends it (an imperative, the aorist, the
 * present, "-dır", "-malı", "-abilir", "-ecek") and not a plural noun or a word that only looks
 * like one. The past tense is left out: "-dı/-tı" ends too many nouns ("altı", "kiti").
 */
const FINITE =
  /(?:[ıiuü]n|[ıiuü]n[ıiuü]z|y[ıiuü]n|maz|mez|[aeıiuü]r|yor|d[ıiuü]r|t[ıiuü]r|mal[ıi]|mel[ıi]|m[ıiuü]ş|acak|ecek|yok|var|değil)$/u;
const NOT_FINITE =
  /(?:lar|ler|vitamin|protein|keratin|melanin|gliserin|lanolin|kafein|pektin|^bir|kadar|şeker|yağmur|hamur|biber|^zar|^nar|^kar|^sır|^kır|sabır|fikir|ömür|şehir|zehir|demir|bakır|kusur|onur|gurur|huzur|sefer|süper|^dır|^dir|^için|^önce|^hâlinde|^yerine)$/u;
const ALWAYS_FINITE = /(?:d[ıiuü]r|t[ıiuü]r)$/u;

function endsFinite(sentence: string): boolean {
  const last = words(sentence.replace(/\*+/gu, "")).at(-1)?.toLocaleLowerCase("tr") ?? "";
  if (last.length < 3) return false;
  if (ALWAYS_FINITE.test(last) && last.length > 4) return true;
  return FINITE.test(last) && !NOT_FINITE.test(last);
}

/** Link text may hold a colon of a title ("[Sivilce: 7 yanlış](/articles/…)"): not a sentence's. */
const withoutLinks = (text: string) =>
  text.replace(/\[([^\]]*)\]\([^)]*\)/gu, (_, label: string) => label.replaceAll(":", ","));

/** "…: bu durumda dermatologla konuşun." → the sentence after the colon starts in lower case. */
export function colonFindings(text: string, line: number): StyleFinding[] {
  if (/^\s*(#|\|)/u.test(text)) return [];
  const findings: StyleFinding[] = [];
  for (const match of withoutLinks(text).matchAll(/:\s+(\p{Ll}[^.!?:;]*?)([.!?]|$)/gu)) {
    const sentence = match[1] ?? "";
    if (words(sentence).length < 4 || !endsFinite(sentence)) continue;
    const quoted = `“: ${sentence.length > 60 ? `${sentence.slice(0, 60)}…` : sentence}”`;
    findings.push({
      line,
      rule: "colon-capital",
      message: `${quoted}: a full sentence after a colon starts with a capital`,
      tr: `${quoted}: İki noktadan sonra gelen tam cümle büyük harfle başlar.`,
    });
  }
  return findings;
}

/** Calques and stock phrases the house style rewrites, with what to write instead. */
export const CALQUES: readonly { pattern: RegExp; advice: string; tr: string }[] = [
  { pattern: /eşlik ediyorsa ise/u, advice: "“eşlik ediyorsa”", tr: "“eşlik ediyorsa” yazın." },
  {
    pattern: /yanlış yöne harca/u,
    advice: "“boşa harcatabilir”",
    tr: "“boşa harcatabilir” yazın.",
  },
  {
    pattern: /en affedici/u,
    advice: "say what makes it easy: “en kolay uygulananı”",
    tr: "Neyin kolay olduğunu söyleyin: “en kolay uygulananı”.",
  },
  {
    pattern: /devam okuması/u,
    advice: "“ayrıntılar için …” or name the article",
    tr: "“ayrıntılar için …” yazın ya da yazının adını verin.",
  },
  {
    pattern: /yüzle tanışmak/u,
    advice: "say what happens: “yüzünüz yanmaya başlar”",
    tr: "Ne olduğunu söyleyin: “yüzünüz yanmaya başlar”.",
  },
  { pattern: /İyi haber şu ki/u, advice: "“Neyse ki”", tr: "“Neyse ki” yazın." },
  {
    pattern: /küçük bir parti/u,
    advice: "“küçük bir miktar” or “birkaç kavanoz”",
    tr: "“küçük bir miktar” ya da “birkaç kavanoz” yazın.",
  },
  { pattern: /kendi imzanızı/u, advice: "“size özgü …”", tr: "“size özgü …” yazın." },
  {
    pattern: /adeta sıfırlar/u,
    advice: "say what it does: “saçı iyice arındırır”",
    tr: "Ne yaptığını söyleyin: “saçı iyice arındırır”.",
  },
  {
    pattern: /hikâye anlatır|hikaye anlatır/u,
    advice: "say what it shows: “… gösterir”",
    tr: "Ne gösterdiğini söyleyin: “… gösterir”.",
  },
  {
    pattern: /(?<!\p{L})[Kk]onfor/u,
    advice: "“rahatlık”, “rahat”",
    tr: "“rahatlık” ya da “rahat” yazın.",
  },
  {
    // "Hissettir-" is transitive ("sizi rahat hissettirir"): a skin does not "feel" dry by it.
    pattern:
      /(?<!(?:kendinizi|kendini|sizi|insanı|onu|bizi)\s+(?:daha\s+)?)(?<!\p{L})(?:pul pul|gergin|kuru|yağlı|kaygan|pürüzsüz|yumuşak|parlak|normal|ferah|rahat|ağır|yapışkan|sıkı|pütürlü|kaba|nemli|dolgun|mat)\s+hissettir/u,
    advice: "“gergin hissediliyorsa”, “pul pul oluyorsa”, “yumuşak olur”",
    tr: "“Hissettirmek” geçişlidir (“sizi rahat hissettirir”): “gergin hissediliyorsa”, “pul pul oluyorsa”, “yumuşak olur” yazın.",
  },
  {
    pattern: /değerlendirmesini hak ed/u,
    advice: "“bir dermatoloğa gösterilmeli”",
    tr: "“bir dermatoloğa gösterilmeli” yazın.",
  },
  {
    pattern: /pazarlığa açık değil/u,
    advice: "“vazgeçilmez”, “şarttır”",
    tr: "“vazgeçilmez” ya da “şarttır” yazın.",
  },
  {
    pattern: /deneme protokol/u,
    advice: "what it is: “yama testi”, “evde deneme”",
    tr: "Ne olduğunu yazın: “yama testi”, “evde deneme”.",
  },
  {
    // As a noun ("aktifi rutine alın", "aktifler"), the English "active": Turkish says what it is.
    pattern: /(?<!\p{L})[Aa]ktif(?:ler|leri|lerin|lere|lerle|lerden|i|in|e|le|ten|te)(?!\p{L})/u,
    advice: "“etken madde”, “aktif içerik”",
    tr: "“etken madde” ya da “aktif içerik” yazın.",
  },
  {
    // TDK: a suffix follows the abbreviation as its letters are read, "se-pe-fe" (BBC’ye, TDK’ye).
    pattern: /SPF['’](?:in|e|te|i|ten|le)(?![\p{L}])/u,
    advice: "SPF is read “se-pe-fe”: SPF’nin, SPF’ye, SPF’de, SPF’yi, SPF’den, SPF’yle",
    tr: "SPF “se-pe-fe” diye okunur: SPF’nin, SPF’ye, SPF’de, SPF’yi, SPF’den, SPF’yle yazın.",
  },
];

function calqueFindings(line: string, at: number): StyleFinding[] {
  // A link's address is a URL that never changes ("…-konfor-rehberi"), not prose.
  const text = line.replace(/\]\([^)]*\)/gu, "]");
  return CALQUES.filter(({ pattern }) => pattern.test(text)).map(({ pattern, advice, tr }) => ({
    line: at,
    rule: "calque",
    message: `“${text.match(pattern)?.[0]}”: write ${advice}`,
    tr: `“${text.match(pattern)?.[0]}”: ${tr}`,
  }));
}

/**
 * A semicolon between a sentence's subject and its predicate ("Sonuç; …", "Askorbik asit; …"):
 * a short capitalised opening of one to three words with no verb, then the semicolon.
 */
const SUBJECT_SEMICOLON = /(?:^|[.!?]\s+|^\s*[-*]\s+)(\p{Lu}[\p{L}’']*(?:\s+[\p{L}’']+){0,2});\s/gu;

function semicolonFindings(text: string, line: number): StyleFinding[] {
  if (/^\s*(#|\|)/u.test(text)) return [];
  // "Erken uyuyun; …" joins two sentences, as a semicolon may: only a subject without a verb counts.
  return [...text.matchAll(SUBJECT_SEMICOLON)]
    .filter((match) => !endsFinite(match[1] ?? ""))
    .map((match) => ({
      line,
      rule: "subject-semicolon",
      message: `“${match[1]};”: no semicolon between subject and predicate; use a comma or nothing`,
      tr: `“${match[1]};”: Özne ile yüklemin arasına noktalı virgül konmaz; virgül koyun ya da hiçbir şey koymayın.`,
    }));
}

/**
 * A line under "## Kaynaklar": "- Authors or body, Title (Publisher or journal), Year." with the
 * link, where there is one, after the year (content/STYLE.md, "Kaynak biçimi").
 */
export const SOURCE_LINE = /^- [^,]+, .+, (?:19|20)\d{2}\.(?: https?:\/\/\S+)?$/u;

function sourceFindings(lines: { line: number; text: string }[]): StyleFinding[] {
  const findings: StyleFinding[] = [];
  let inSources = false;
  for (const { line, text } of lines) {
    if (/^#{1,6}\s/u.test(text)) {
      inSources = /^##\s+Kaynaklar\s*$/u.test(text);
      continue;
    }
    if (!inSources || text.trim() === "" || SOURCE_LINE.test(text)) continue;
    findings.push({
      line,
      rule: "source-format",
      message: `“${text.slice(0, 60)}”: a source is “- Authors, Title (Publisher), Year.” with its link, if any, after the year`,
      tr: `“${text.slice(0, 60)}”: Kaynak satırı “- Yazarlar, Başlık (Yayıncı), Yıl.” biçimindedir; bağlantı varsa yıldan sonra gelir.`,
    });
  }
  return findings;
}

/** Every finding in an article's or page's Markdown body. */
export function houseStyleFindings(markdown: string): StyleFinding[] {
  const lines = proseLines(markdown);
  return [
    ...headingFindings(lines),
    ...sourceFindings(lines),
    ...lines.flatMap(({ line, text }) => [
      ...colonFindings(text, line),
      ...calqueFindings(text, line),
      ...semicolonFindings(text, line),
    ]),
  ].sort((a, b) => a.line - b.line);
}

/** Findings in a one-line field (a description): numbered 0, the field is named by the caller. */
export function fieldStyleFindings(text: string): StyleFinding[] {
  return [...colonFindings(text, 0), ...calqueFindings(text, 0), ...semicolonFindings(text, 0)];
}
