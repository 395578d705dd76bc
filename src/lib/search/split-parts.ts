import { fail, IndexedArticle, lines, lowerBound } from "./engine";
import { decodeKeys, readIds } from "./index-file";
import type { SearchLanguage } from "./languages";
import type {
  CategoryPartFile,
  RecordPartFile,
  ShortPartFile,
  TitlePartFile,
  WordPartFile,
} from "./split-file";
import { MIN_STEM_LENGTH, wordTokens } from "./words";

/**
 * The files of a split index as the browser holds them (./split-file.ts): kept as the lines
 * that arrived, each list decoded the first time a keystroke needs it.
 */

/** The first column of a file: "" is no line. */
const text = (value: unknown, field: string): string[] => (value === "" ? [] : lines(value, field));

/** Another column, one line per line of the first ("" is one empty line). */
const column = (first: readonly string[], value: unknown, field: string): string[] =>
  first.length === 0 ? [] : lines(value, field);

function sameLength(first: readonly string[], ...others: readonly string[][]) {
  if (others.some((other) => other.length !== first.length)) fail("a file's columns differ");
}

/** Decoded lists, by line. */
class Lists {
  private readonly decoded: (Int32Array | undefined)[] = [];
  constructor(private readonly source: readonly string[]) {}
  get(i: number): Int32Array {
    let ids = this.decoded[i];
    if (!ids) {
      ids = readIds(this.source[i] ?? "");
      this.decoded[i] = ids;
    }
    return ids;
  }
}

/** Pieces of titles, with their words indexed for stem matching on first use. */
export class TitlePart {
  readonly pieces: string[];
  private readonly keyLines: string[];
  private readonly lists: Lists;
  private words?: { sorted: string[]; pieceOf: number[] };
  private keys?: Map<string, number[]>;

  constructor(file: Partial<TitlePartFile>) {
    this.pieces = text(file.pieces, "pieces");
    this.keyLines = column(this.pieces, file.keys, "keys");
    const ids = column(this.pieces, file.ids, "ids");
    sameLength(this.pieces, this.keyLines, ids);
    this.lists = new Lists(ids);
  }

  ids(piece: number): Int32Array {
    return this.lists.get(piece);
  }

  /** The words of every piece, sorted, with the piece each is in. */
  private wordIndex() {
    if (!this.words) {
      const pairs: [string, number][] = [];
      this.pieces.forEach((piece, p) => {
        for (const word of wordTokens(piece)) pairs.push([word, p]);
      });
      pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
      this.words = { sorted: pairs.map(([w]) => w), pieceOf: pairs.map(([, p]) => p) };
    }
    return this.words;
  }

  /** Pieces with a word that starts with `prefix` (that equals it, when `exact`). */
  eachWithWord(prefix: string, exact: boolean, visit: (piece: number) => void): void {
    const { sorted, pieceOf } = this.wordIndex();
    for (let i = lowerBound(sorted, prefix); i < sorted.length; i++) {
      const word = sorted[i] ?? "";
      if (exact ? word !== prefix : !word.startsWith(prefix)) return;
      visit(pieceOf[i] ?? 0);
    }
  }

  /** Pieces with a word that contains `part`. */
  eachWithWordInside(part: string, visit: (piece: number) => void): void {
    const { sorted, pieceOf } = this.wordIndex();
    sorted.forEach((word, i) => {
      if (word.includes(part)) visit(pieceOf[i] ?? 0);
    });
  }

  /** Pieces with a word whose stem key is `key`. */
  eachWithKey(key: string, visit: (piece: number) => void): void {
    if (!this.keys) {
      const keys = new Map<string, number[]>();
      this.pieces.forEach((piece, p) => {
        for (const k of decodeKeys(wordTokens(piece), this.keyLines[p] ?? "")) {
          if (k.length < MIN_STEM_LENGTH) continue;
          const list = keys.get(k);
          if (!list) keys.set(k, [p]);
          else if (list.at(-1) !== p) list.push(p);
        }
      });
      this.keys = keys;
    }
    for (const p of this.keys.get(key) ?? []) visit(p);
  }
}

/** Strings shorter than the layout's gram and their three lists. */
export class ShortPart {
  private readonly at: Map<string, number>;
  private readonly inside: Lists;
  private readonly starts: Lists;
  private readonly words: Lists;

  constructor(file: Partial<ShortPartFile>) {
    const strings = text(file.strings, "strings");
    const columns = (["inside", "starts", "words"] as const).map((f) =>
      column(strings, file[f], f),
    );
    const [inside = [], starts = [], words = []] = columns;
    sameLength(strings, inside, starts, words);
    this.at = new Map(strings.map((s, i) => [s, i]));
    this.inside = new Lists(inside);
    this.starts = new Lists(starts);
    this.words = new Lists(words);
  }

  /** Articles whose title contains `s`, and those with a word starting with it. */
  titlesWith(s: string): { inside: Int32Array; starts: Int32Array } | undefined {
    const i = this.at.get(s);
    return i === undefined ? undefined : { inside: this.inside.get(i), starts: this.starts.get(i) };
  }

  /** Articles with `s` as a title word. */
  titlesWithWord(s: string): Int32Array | undefined {
    const i = this.at.get(s);
    return i === undefined ? undefined : this.words.get(i);
  }
}

/** What results show of `block` articles. */
export class RecordPart {
  private readonly first: number;
  private readonly columns: string[][];
  private readonly articles: (IndexedArticle | undefined)[] = [];

  constructor(
    file: Partial<RecordPartFile>,
    private readonly language: SearchLanguage,
  ) {
    this.first = Number(file.first);
    if (!Number.isInteger(this.first)) fail("a record file has no first article");
    const titles = text(file.titles, "titles");
    const columns = (["slugs", "places", "keys"] as const).map((f) => column(titles, file[f], f));
    sameLength(titles, ...columns);
    this.columns = [titles, ...columns];
  }

  article(id: number): IndexedArticle | undefined {
    const at = id - this.first;
    const [titles = [], slugs = [], places = [], keys = []] = this.columns;
    if (at < 0 || at >= titles.length) return undefined;
    let article = this.articles[at];
    if (!article) {
      const title = titles[at] ?? "";
      const folded = this.language.fold(title);
      article = new IndexedArticle(
        title,
        folded,
        slugs[at] ?? "",
        keys[at] ?? "",
        places[at] ?? "",
      );
      this.articles[at] = article;
    }
    return article;
  }
}

export class CategoryPart {
  readonly ids: Int32Array;
  constructor(file: Partial<CategoryPartFile>) {
    this.ids = readIds(typeof file.ids === "string" ? file.ids : fail("ids are not text"));
  }
}

/** Title words by their first character, with how many articles each is in. */
export class WordPart {
  readonly words: string[];
  readonly counts: number[];
  constructor(file: Partial<WordPartFile>) {
    this.words = text(file.words, "words");
    const counts = this.words.length === 0 ? [] : String(file.counts).split(",");
    sameLength(this.words, counts);
    this.counts = counts.map((c) => Number.parseInt(c, 36));
  }
}
