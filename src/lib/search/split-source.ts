import { paths } from "@/lib/paths";
import {
  type DeepIndex,
  deepIds,
  fail,
  type IndexedArticle,
  type IndexedCategory,
  languageOf,
  lowerBound,
  readCategories,
  readDeepIndex,
} from "./engine";
import { INDEX_VERSION } from "./index-file";
import type { SearchLanguage } from "./languages";
import { type Needs, type Scratch, type SearchSource, scratchFor } from "./source";
import type { SplitBaseFile } from "./split-file";
import { bucketOf, gramOf, type PartKind, partPath, type SplitLayout } from "./split-layout";
import { CategoryPart, RecordPart, ShortPart, TitlePart, WordPart } from "./split-parts";
import type { QueryTerm } from "./term";
import { atWordStart, MIN_STEM_LENGTH } from "./words";

type Part = TitlePart | ShortPart | RecordPart | CategoryPart | WordPart | DeepIndex;

/** What every copy of one split index shares: its first file and its work space. */
interface Shared {
  sig: string;
  language: SearchLanguage;
  layout: SplitLayout;
  count: number;
  categories: IndexedCategory[];
  scratch: Scratch;
  /** All-words work space: words matched so far; the last word counted at a word start, and how many. */
  hits: Uint8Array;
  startWord: Uint8Array;
  startCount: Uint8Array;
}

const PART = new RegExp(`^${paths.searchParts}/([tsdrcv])/(\\d+)\\.json$`);

/**
 * A split index (./split-layout.ts) as far as its files have arrived. Each keystroke's
 * search says which files it lacks; the search box fetches them and searches again.
 */
class SplitSource implements SearchSource {
  constructor(
    private readonly shared: Shared,
    /** Files read, by path; null for one that could not be had. */
    private readonly files: ReadonlyMap<string, Part | null>,
  ) {}

  get sig() {
    return this.shared.sig;
  }
  get language() {
    return this.shared.language;
  }
  get categories() {
    return this.shared.categories;
  }
  get scratch() {
    return this.shared.scratch;
  }

  private part<T extends Part>(
    kind: PartKind,
    n: number,
    needs: Needs | undefined,
    required: boolean,
  ) {
    const path = partPath(kind, n);
    const file = this.files.get(path);
    if (file === undefined || (file === null && required))
      (required ? needs?.required : needs?.optional)?.add(path);
    return (file ?? undefined) as T | undefined;
  }

  private titlePart(text: string, needs: Needs) {
    const { layout } = this.shared;
    return this.part<TitlePart>("t", bucketOf(gramOf(text, layout), layout.titles), needs, true);
  }

  private shortPart(text: string, needs: Needs) {
    return this.part<ShortPart>("s", bucketOf(text, this.shared.layout.shorts), needs, true);
  }

  allWords(words: readonly string[], needs: Needs, found: (id: number, starts: number) => void) {
    const { layout, hits, startWord, startCount } = this.shared;
    const inside: Int32Array[][] = [];
    const starts: Int32Array[][] = [];
    let complete = true;
    for (const word of words) {
      const lists: Int32Array[] = [];
      const atStart: Int32Array[] = [];
      if (word.length >= layout.gram) {
        const part = this.titlePart(word, needs);
        if (!part) complete = false;
        part?.pieces.forEach((piece, p) => {
          if (!piece.includes(word)) return;
          lists.push(part.ids(p));
          if (atWordStart(piece, word)) atStart.push(part.ids(p));
        });
      } else {
        const part = this.shortPart(word, needs);
        if (!part) complete = false;
        const titles = part?.titlesWith(word);
        if (titles) {
          lists.push(titles.inside);
          atStart.push(titles.starts);
        }
      }
      inside.push(lists);
      starts.push(atStart);
    }
    const count = words.length;
    if (!complete || count === 0 || inside.some((lists) => lists.length === 0)) return;

    // hits[id] counts the words found so far, each once: after the last word, count means all.
    inside.forEach((lists, w) => {
      for (const ids of lists) for (const id of ids) if (hits[id] === w) hits[id] = w + 1;
    });
    const matches: number[] = [];
    for (const ids of inside[count - 1] ?? []) {
      for (const id of ids) {
        if (hits[id] !== count) continue;
        hits[id] = count + 1;
        matches.push(id);
      }
    }
    starts.forEach((lists, w) => {
      for (const ids of lists) {
        for (const id of ids) {
          if (hits[id] !== count + 1 || startWord[id] === w + 1) continue;
          startWord[id] = w + 1;
          startCount[id] = (startCount[id] ?? 0) + 1;
        }
      }
    });
    for (const id of matches) found(id, startCount[id] ?? 0);
    for (const id of matches) {
      startWord[id] = 0;
      startCount[id] = 0;
    }
    // Every article counted at all was in the first word's lists.
    for (const ids of inside[0] ?? []) for (const id of ids) hits[id] = 0;
  }

  titleIds(term: QueryTerm, needs: Needs): Int32Array[] {
    const found: Int32Array[] = [];
    const { folded } = term;
    const from = (part: TitlePart | undefined) => (p: number) => {
      if (part) found.push(part.ids(p));
    };
    if (term.kind === "word" && folded.length < this.shared.layout.gram) {
      const ids = this.shortPart(folded, needs)?.titlesWithWord(folded);
      if (ids) found.push(ids);
    } else if (term.kind === "word") {
      const part = this.titlePart(folded, needs);
      part?.eachWithWord(folded, true, from(part));
    } else if (term.kind === "inside") {
      // Words matched inside are at least a gram long (gramFor): the file of their start has them.
      const part = this.titlePart(folded, needs);
      part?.eachWithWordInside(folded, from(part));
    } else {
      // Prefixes and keys are at least MIN_STEM_LENGTH long, never shorter than a gram.
      for (const prefix of term.prefixes) {
        const part = this.titlePart(prefix, needs);
        part?.eachWithWord(prefix, false, from(part));
      }
      for (const key of term.keys) {
        if (key.length < MIN_STEM_LENGTH) continue;
        const part = this.titlePart(key, needs);
        part?.eachWithKey(key, from(part));
      }
    }
    return found;
  }

  categoryIds(category: number, needs: Needs): ArrayLike<number> {
    return this.part<CategoryPart>("c", category, needs, false)?.ids ?? [];
  }

  deepIds(term: QueryTerm, needs: Needs): number[][] {
    const { layout } = this.shared;
    return deepIds(term, (text) =>
      this.part<DeepIndex>("d", bucketOf(gramOf(text, layout), layout.deep), needs, false),
    );
  }

  eachWord(first: string, needs: Needs, visit: (word: string, articles: number) => void) {
    const bucket = bucketOf(first, this.shared.layout.words);
    const part = this.part<WordPart>("v", bucket, needs, false);
    if (!part) return;
    for (let i = lowerBound(part.words, first); i < part.words.length; i++) {
      const word = part.words[i] ?? "";
      if (word[0] !== first) break;
      visit(word, part.counts[i] ?? 0);
    }
  }

  article(id: number, needs?: Needs): IndexedArticle | undefined {
    const block = Math.floor(id / this.shared.layout.block);
    return this.part<RecordPart>("r", block, needs, true)?.article(id);
  }

  with(path: string, file: unknown): SearchSource {
    const match = PART.exec(path);
    const kind = match?.[1] as PartKind | undefined;
    if (!kind) fail(`${path} is not a file of a split index`);
    let part: Part | null = null;
    if (file !== null) {
      const data = file as { v?: unknown; sig?: unknown } | undefined;
      if (data?.v !== INDEX_VERSION) fail(`${path}: version ${String(data?.v)}`);
      if (data.sig !== this.shared.sig) fail(`${path} is from another build`);
      part = this.read(kind, data);
    }
    return new SplitSource(this.shared, new Map(this.files).set(path, part));
  }

  private read(kind: PartKind, data: object): Part {
    switch (kind) {
      case "t":
        return new TitlePart(data);
      case "s":
        return new ShortPart(data);
      case "r":
        return new RecordPart(data, this.shared.language);
      case "c":
        return new CategoryPart(data);
      case "v":
        return new WordPart(data);
      case "d":
        return readDeepIndex(data);
    }
  }
}

function isLayout(value: unknown): value is SplitLayout {
  const layout = value as Partial<Record<keyof SplitLayout, unknown>> | null;
  return (["gram", "titles", "shorts", "deep", "words", "block"] as const).every(
    (field) => Number.isInteger(layout?.[field]) && Number(layout?.[field]) > 0,
  );
}

/** Reads the first file of a split index; throws a clear error when it is not one. */
export function readSplitIndex(file: Partial<SplitBaseFile>): SearchSource {
  if (file.v !== INDEX_VERSION) fail(`version ${String(file.v)} is not ${INDEX_VERSION}`);
  if (!isLayout(file.split)) fail("the split layout is not complete");
  const count = Number(file.count);
  if (!Number.isInteger(count) || count < 0) fail("the article count is missing");
  const language = languageOf(file);
  const shared: Shared = {
    sig: String(file.sig),
    language,
    layout: file.split,
    count,
    categories: readCategories(file.categories, language),
    scratch: scratchFor(count),
    hits: new Uint8Array(count),
    startWord: new Uint8Array(count),
    startCount: new Uint8Array(count),
  };
  return new SplitSource(shared, new Map());
}
