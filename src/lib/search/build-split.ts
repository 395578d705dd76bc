import {
  type DeepIndexFile,
  decodeKeys,
  encodeIds,
  encodeKeys,
  INDEX_VERSION,
  type TitleIndexFile,
} from "./index-file";
import { type SearchLanguage, searchLanguage } from "./languages";
import type {
  CategoryPartFile,
  RecordPartFile,
  ShortPartFile,
  SplitBaseFile,
  TitlePartFile,
  WordPartFile,
} from "./split-file";
import { bucketOf, gramOf, layoutFor, partPath, type SplitLayout } from "./split-layout";
import { isWordChar, MIN_STEM_LENGTH, wordTokens } from "./words";

/** A split index: its first file and every other file by site path. */
export interface SplitFiles {
  base: SplitBaseFile;
  parts: Map<string, unknown>;
}

/** The characters that pick a file: a query of the language's shortest length picks one. */
export function gramFor(language: SearchLanguage): number {
  return Math.min(language.minQueryLength, MIN_STEM_LENGTH);
}

const lines = (text: string) => (text === "" ? [] : text.split("\n"));

/** Appends `id` unless it is already the last (ids arrive in ascending order). */
function addId(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (list.at(-1) !== id) list.push(id);
}

/** Every `gram` characters of a string, once each. */
function gramsOf(text: string, gram: number): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + gram <= text.length; i++) grams.add(text.slice(i, i + gram));
  return grams;
}

/** Strings shorter than `gram` inside a piece, and those of them at the start of a word. */
function shortStrings(piece: string, gram: number) {
  const inside = new Set<string>();
  const starts = new Set<string>();
  for (let i = 0; i < piece.length; i++) {
    const atStart = !isWordChar(piece, i - 1);
    for (let n = 1; n < gram && i + n <= piece.length; n++) {
      const s = piece.slice(i, i + n);
      inside.add(s);
      if (atStart) starts.add(s);
    }
  }
  return { inside: [...inside], starts: [...starts] };
}

/** Lists of strings, one file per bucket, each file's strings sorted. */
function bucketed<T>(
  entries: Iterable<[string, T]>,
  count: number,
  bucketsOf: (key: string) => Iterable<number>,
): [string, T][][] {
  const buckets = Array.from({ length: count }, (): [string, T][] => []);
  for (const entry of entries) for (const b of bucketsOf(entry[0])) buckets[b]?.push(entry);
  for (const bucket of buckets) bucket.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return buckets;
}

/**
 * Splits the whole title and deep indexes of a build into the files of ./split-layout.ts.
 * Nothing is read from the articles again: the split holds exactly what the whole files hold.
 */
export function splitIndex(
  title: TitleIndexFile,
  deep: DeepIndexFile,
  layoutOf: (count: number, gram: number) => SplitLayout = layoutFor,
): SplitFiles {
  const language = searchLanguage(title.lang);
  const titles = lines(title.titles);
  const keyLines = lines(title.keys);
  const placeLines = lines(title.places);
  const slugLines = lines(title.slugs);
  const layout = layoutOf(titles.length, gramFor(language));
  const { gram } = layout;
  const head = { v: INDEX_VERSION, sig: title.sig } as const;
  if (deep.sig !== title.sig) throw new Error("splitIndex: the deep index is of another build");

  // Pieces with their keys, short strings, title words: each with its articles.
  const pieces = new Map<string, number[]>();
  const shortInside = new Map<string, number[]>();
  const shortStarts = new Map<string, number[]>();
  const shortWords = new Map<string, number[]>();
  const words = new Map<string, number[]>();
  const shortOfPiece = new Map<string, ReturnType<typeof shortStrings>>();
  titles.forEach((text, id) => {
    const folded = language.fold(text);
    const keys = decodeKeys(wordTokens(folded), keyLines[id] ?? "");
    let at = 0;
    for (const piece of folded.split(" ")) {
      if (piece === "") continue;
      const tokens = wordTokens(piece);
      const pieceKeys = keys.slice(at, at + tokens.length);
      at += tokens.length;
      addId(pieces, `${piece}\t${encodeKeys(tokens, pieceKeys)}`, id);
      let short = shortOfPiece.get(piece);
      if (!short) {
        short = shortStrings(piece, gram);
        shortOfPiece.set(piece, short);
      }
      for (const s of short.inside) addId(shortInside, s, id);
      for (const s of short.starts) addId(shortStarts, s, id);
      for (const token of tokens) {
        addId(words, token, id);
        if (token.length < gram) addId(shortWords, token, id);
      }
    }
  });

  const parts = new Map<string, unknown>();

  // Title files: a piece goes to the file of each gram in it, and of each key's first gram.
  const titleBuckets = bucketed(pieces, layout.titles, (entry) => {
    const [piece = "", keyLine = ""] = entry.split("\t");
    const grams = gramsOf(piece, gram);
    for (const key of decodeKeys(wordTokens(piece), keyLine))
      if (key.length >= MIN_STEM_LENGTH) grams.add(gramOf(key, layout));
    return new Set([...grams].map((g) => bucketOf(g, layout.titles)));
  });
  const encoded = new Map<number[], string>();
  const idsOf = (ids: number[]) => {
    let line = encoded.get(ids);
    if (line === undefined) {
      line = encodeIds(ids);
      encoded.set(ids, line);
    }
    return line;
  };
  titleBuckets.forEach((bucket, b) => {
    const file: TitlePartFile = {
      ...head,
      pieces: bucket.map(([entry]) => entry.split("\t")[0]).join("\n"),
      keys: bucket.map(([entry]) => entry.split("\t")[1]).join("\n"),
      ids: bucket.map(([, ids]) => idsOf(ids)).join("\n"),
    };
    parts.set(partPath("t", b), file);
  });

  // Short files: one entry per string, its three lists.
  const shortBuckets = bucketed(shortInside, layout.shorts, (s) => [bucketOf(s, layout.shorts)]);
  shortBuckets.forEach((bucket, b) => {
    const file: ShortPartFile = {
      ...head,
      strings: bucket.map(([s]) => s).join("\n"),
      inside: bucket.map(([, ids]) => encodeIds(ids)).join("\n"),
      starts: bucket.map(([s]) => encodeIds(shortStarts.get(s) ?? [])).join("\n"),
      words: bucket.map(([s]) => encodeIds(shortWords.get(s) ?? [])).join("\n"),
    };
    parts.set(partPath("s", b), file);
  });

  // Record files: the whole index's columns, `block` articles each.
  for (let first = 0, b = 0; first < titles.length; first += layout.block, b++) {
    const slice = (column: string[]) => column.slice(first, first + layout.block).join("\n");
    const file: RecordPartFile = {
      ...head,
      first,
      titles: slice(titles),
      slugs: slice(slugLines),
      places: slice(placeLines),
      keys: slice(keyLines),
    };
    parts.set(partPath("r", b), file);
  }

  // Category files.
  const filed = title.categories.map((): number[] => []);
  placeLines.forEach((line, id) => {
    if (line === "") return;
    for (const p of line.split(".")) filed[Number.parseInt(p, 36)]?.push(id);
  });
  filed.forEach((ids, c) => {
    const file: CategoryPartFile = { ...head, ids: encodeIds(ids) };
    parts.set(partPath("c", c), file);
  });

  // Word files, by first character.
  const wordBuckets = bucketed(words, layout.words, (w) => [bucketOf(w.slice(0, 1), layout.words)]);
  wordBuckets.forEach((bucket, b) => {
    const file: WordPartFile = {
      ...head,
      words: bucket.map(([w]) => w).join("\n"),
      counts: bucket.map(([, ids]) => ids.length.toString(36)).join(","),
    };
    parts.set(partPath("v", b), file);
  });

  // Deep files: a key in the file of its first gram (of each of its grams, matched inside).
  const deepKeys = lines(deep.keys);
  const deepIds = lines(deep.ids);
  const deepBuckets = bucketed(
    deepKeys.map((key, i): [string, string] => [key, deepIds[i] ?? ""]),
    layout.deep,
    (key) => {
      if (key.length < gram) return [];
      const grams = language.matchesInside ? gramsOf(key, gram) : [gramOf(key, layout)];
      return new Set([...grams].map((g) => bucketOf(g, layout.deep)));
    },
  );
  deepBuckets.forEach((bucket, b) => {
    const file: DeepIndexFile = {
      ...head,
      keys: bucket.map(([key]) => key).join("\n"),
      ids: bucket.map(([, ids]) => ids).join("\n"),
    };
    parts.set(partPath("d", b), file);
  });

  const base: SplitBaseFile = {
    v: INDEX_VERSION,
    lang: title.lang,
    sig: title.sig,
    count: titles.length,
    categories: title.categories,
    split: layout,
  };
  return { base, parts };
}
