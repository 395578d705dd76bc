import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/lib/paths";
import { buildDeepIndex, buildTitleIndex } from "@/lib/search/build-index";
import { splitIndex } from "@/lib/search/build-split";
import {
  SEARCH_BOX_ITEMS as ITEMS,
  sampleArticles,
  sampleCategories,
  sampleSources,
} from "../../../tests/support/search-sample";
import { tinyLayout } from "../../../tests/support/search-shapes";
import { SearchBox } from "./search-box";

/** A large archive's search as the box meets it: the index split into files, here small ones. */
const articles = sampleArticles(ITEMS);
const { base, parts } = splitIndex(
  buildTitleIndex(articles, sampleCategories(), "tr"),
  buildDeepIndex(articles, sampleSources(ITEMS), "tr"),
  tinyLayout,
);
const files = new Map([[paths.searchIndex, base], ...parts]);

/** Answers are held back while `hold` says so, and fail while `fail` says so. */
let hold: (url: string) => boolean;
let fail: (url: string) => boolean;
let fetchMock: ReturnType<typeof vi.fn>;
let release: () => void;
beforeEach(() => {
  hold = () => false;
  fail = () => false;
  let held: (() => void)[] = [];
  release = () => {
    for (const answer of held) answer();
    held = [];
  };
  fetchMock = vi.fn(async (url: string) => {
    if (hold(url)) await new Promise<void>((resolve) => held.push(resolve));
    const file = files.get(url);
    if (fail(url) || file === undefined) return new Response("", { status: 503 });
    return new Response(JSON.stringify(file));
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 5000 };
const fetched = () => fetchMock.mock.calls.map(([url]) => String(url));
const kind = (k: string) => (url: string) => url.startsWith(`${paths.searchParts}/${k}/`);

function type(text: string) {
  const input = screen.getByRole("combobox");
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
}

const articleTitles = () =>
  within(screen.getByRole("group", { name: "Makaleler" }))
    .getAllByRole("option")
    .map((o) => o.querySelector("span")?.textContent);

describe("SearchBox on a split index", () => {
  it("fetches the first file on focus, then the typed word's file and the listed articles'", async () => {
    render(<SearchBox language="tr" />);
    type("saç");
    await screen.findAllByRole("option", {}, SLOW);
    // The three titles with the word, then one filed under a category named with it.
    expect(articleTitles()).toEqual([
      "Saç Bakımında Doğru Bilinen Yanlışlar",
      "Kuru Saçlar İçin Maske",
      "Saç Rengi Nasıl Seçilir?",
      "Kırık Uçlar Neden Oluşur?",
    ]);
    expect(fetched()[0]).toBe(paths.searchIndex);
    expect(fetched().filter(kind("t")).length).toBeGreaterThan(0);
    expect(fetched().filter(kind("r")).length).toBeGreaterThan(0);
    // Three titles match: no description or heading is fetched, and far from every file.
    expect(fetched().filter(kind("d"))).toEqual([]);
    expect(new Set(fetched()).size).toBeLessThan(files.size / 2);
  });

  it("keeps the last list while the next word's file is on its way", async () => {
    render(<SearchBox language="tr" />);
    const input = type("saç");
    await screen.findAllByRole("option", {}, SLOW);
    const before = articleTitles();
    const calls = fetchMock.mock.calls.length;
    hold = () => true;
    // A one-letter word is looked up in a file of its own kind: one not fetched yet.
    fireEvent.change(input, { target: { value: "saç k" } });
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls));
    expect(screen.queryByText("Yükleniyor…")).toBeNull();
    expect(articleTitles()).toEqual(before);
    hold = () => false;
    release();
    // Both words in the title, "k" starting a word of the first.
    await waitFor(() =>
      expect(articleTitles().slice(0, 2)).toEqual([
        "Kuru Saçlar İçin Maske",
        "Saç Bakımında Doğru Bilinen Yanlışlar",
      ]),
    );
  });

  it("searches descriptions when titles give fewer than 3 results", async () => {
    render(<SearchBox language="tr" />);
    type("serum");
    const option = await screen.findByRole("option", { name: /Akşam Rutini/ }, SLOW);
    expect(option).toHaveAttribute("href", "/articles/aksam-rutini");
    expect(fetched().filter(kind("d")).length).toBeGreaterThan(0);
  });

  it("answers from titles alone when descriptions cannot be had", async () => {
    fail = kind("d");
    render(<SearchBox language="tr" />);
    type("serum");
    expect(await screen.findByText("“serum” için sonuç bulunamadı.", {}, SLOW)).toBeInTheDocument();
  });

  it("says so when a word's file cannot be had, and tries again on the next focus", async () => {
    fail = kind("t");
    render(<SearchBox language="tr" />);
    const input = type("saç");
    expect(await screen.findByText(/Arama şu anda kullanılamıyor/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole("option")).toBeNull();
    fail = () => false;
    fireEvent.keyDown(input, { key: "Escape" });
    fireEvent.focus(input);
    await screen.findAllByRole("option", {}, SLOW);
    expect(articleTitles()).toHaveLength(4);
  });
});
