import { describe, expect, it } from "vitest";
import { paths } from "@/lib/paths";
import {
  sampleArticles,
  sampleCategories,
  sampleSources,
} from "../../../tests/support/search-sample";
import { tinyLayout, viaJson } from "../../../tests/support/search-shapes";
import { buildDeepIndex, buildTitleIndex } from "./build-index";
import { gramFor, splitIndex } from "./build-split";
import { encodeIds, readIds } from "./index-file";
import { searchLanguage } from "./languages";
import { readSearchIndex } from "./read-index";
import { search } from "./search";
import { Needs } from "./source";
import type { ShortPartFile, TitlePartFile } from "./split-file";
import { bucketOf, layoutFor, partPath } from "./split-layout";

const ITEMS = [
  {
    title: "Saç Bakımında Doğru Bilinen Yanlışlar",
    slug: "sac-dogru-yanlislar",
    category: "hair",
    subcategory: "sac-bakimi",
    description: "Şampuan ve maske sırası.",
  },
  { title: "L'Oréal: C Vitamini", slug: "c-vitamini", category: "skin", subcategory: "leke" },
];
const articles = sampleArticles(ITEMS);
const title = buildTitleIndex(articles, sampleCategories(), "tr");
const deep = buildDeepIndex(articles, sampleSources(ITEMS), "tr");
const { base, parts } = splitIndex(title, deep, tinyLayout);

const titlePart = (gram: string) =>
  parts.get(partPath("t", bucketOf(gram, base.split.titles))) as TitlePartFile;

describe("splitting the index", () => {
  it("writes a first file with the categories and the layout, and every file of the layout", () => {
    expect(base).toMatchObject({ v: 1, lang: "tr", sig: title.sig, count: 2 });
    expect(base.categories).toEqual(title.categories);
    const kinds = [...parts.keys()].map((p) => p.split("/")[2]);
    const count = (kind: string) => kinds.filter((k) => k === kind).length;
    expect([count("t"), count("s"), count("d"), count("v")]).toEqual([8, 4, 8, 4]);
    // Two articles, two to a record file; one file per category.
    expect(count("r")).toBe(1);
    expect(count("c")).toBe(title.categories.length);
    for (const path of parts.keys()) expect(path.startsWith(`${paths.searchParts}/`)).toBe(true);
  });

  it("puts a title's piece in the file of every 3 characters in it, with its articles", () => {
    for (const gram of ["bak", "aki", "kim", "imi", "min", "ind", "nda"]) {
      const part = titlePart(gram);
      const at = part.pieces.split("\n").indexOf("bakiminda");
      expect(at, gram).toBeGreaterThanOrEqual(0);
      expect(part.ids.split("\n")[at]).toBe("0");
    }
    // Punctuation stays in the piece: a typed "l'oreal:" is inside the title as written.
    expect(titlePart("l'o").pieces.split("\n")).toContain("l'oreal:");
  });

  it("keeps for each short string the titles that contain it, start a word with it, or have it as a word", () => {
    const shortFile = (s: string) =>
      parts.get(partPath("s", bucketOf(s, base.split.shorts))) as ShortPartFile;
    const lists = (s: string) => {
      const file = shortFile(s);
      const at = file.strings.split("\n").indexOf(s);
      return ["inside", "starts", "words"].map((f) =>
        [...readIds(file[f as "inside"].split("\n")[at] ?? "")].join(),
      );
    };
    expect(lists("c")).toEqual(["0,1", "1", "1"]);
    expect(lists("sa")).toEqual(["0", "0", ""]);
  });

  it("gives the same bytes for the same index", () => {
    const again = splitIndex(title, deep, tinyLayout);
    expect(JSON.stringify(again.base)).toBe(JSON.stringify(base));
    expect(JSON.stringify([...again.parts])).toBe(JSON.stringify([...parts]));
  });

  it("refuses a deep index of another build", () => {
    expect(() => splitIndex(title, { ...deep, sig: "x" })).toThrow(/another build/);
  });
});

describe("the layout", () => {
  it("grows the number of files with the archive, keeping files small", () => {
    expect(layoutFor(93, 3)).toMatchObject({ titles: 1, shorts: 1, deep: 1, words: 1 });
    expect(layoutFor(10_000, 3)).toMatchObject({ titles: 128, shorts: 32, words: 64 });
    expect(layoutFor(100_000, 3)).toMatchObject({ titles: 1024, shorts: 256, words: 64 });
  });

  it("picks files by a typed word's first characters, never more than a stem has", () => {
    expect(gramFor(searchLanguage("tr"))).toBe(3);
    expect(gramFor(searchLanguage("en"))).toBe(3);
    expect(gramFor(searchLanguage("ko"))).toBe(2);
  });
});

describe("reading a split index", () => {
  const index = () => readSearchIndex(viaJson(base));

  it("asks for the files a keystroke needs, and answers once they are there", () => {
    const first = search(index(), "bakım");
    expect(first?.ready).toBe(false);
    expect(first?.required).toEqual([partPath("t", bucketOf("bak", base.split.titles))]);
    expect(first?.articles).toEqual([]);
  });

  it("refuses a file of another build, of another index, or not of this code", () => {
    const path = partPath("t", bucketOf("bak", base.split.titles));
    const file = parts.get(path) as TitlePartFile;
    expect(() => index().with(path, { ...file, sig: "x" })).toThrow(/another build/);
    expect(() => index().with(path, { ...file, v: 2 })).toThrow(/version 2/);
    expect(() => index().with("/search-index/x/0.json", file)).toThrow(/not a file/);
    expect(() => index().with(path, { ...file, ids: "" })).toThrow(/columns differ/);
    expect(() => readSearchIndex({ ...base, split: { ...base.split, gram: 0 } })).toThrow(/layout/);
  });

  it("counts an optional file that could not be had as empty, a required one as still missing", () => {
    const deepPath = partPath("d", 0);
    const needs = new Needs();
    const without = index().with(deepPath, null);
    expect(without.deepIds(searchLanguage("tr").queryTerm("sampuan"), needs)).toEqual([]);
    const titles = index().with(partPath("t", 0), null);
    titles.titleIds(searchLanguage("tr").queryTerm("bakım"), needs);
    expect([...needs.required]).toEqual([partPath("t", bucketOf("bak", base.split.titles))]);
  });
});

describe("lists of articles", () => {
  it("read back from base-36 gaps", () => {
    expect([...readIds(encodeIds([0, 3, 5, 40, 1336]))]).toEqual([0, 3, 5, 40, 1336]);
    expect(readIds("")).toHaveLength(0);
    expect(() => readIds("1,%")).toThrow(/not a list of articles/);
  });
});
