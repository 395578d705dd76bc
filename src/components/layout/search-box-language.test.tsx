import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "@/lib/i18n/languages";
import { paths } from "@/lib/paths";
import { buildDeepIndex, buildTitleIndex } from "@/lib/search/build-index";
import {
  type SampleArticle,
  sampleArticles,
  sampleSources,
} from "../../../tests/support/search-sample";
import { SearchBox } from "./search-box";

const item = (title: string, slug: string): SampleArticle => ({
  title,
  slug,
  category: "skin",
  subcategory: "leke",
});

/** The box on a page of a site in `lang`, its index files built as the site's endpoints build them. */
function siteIn(lang: Language, items: SampleArticle[]) {
  const articles = sampleArticles(items);
  const title = JSON.stringify(buildTitleIndex(articles, [], lang));
  const deep = JSON.stringify(buildDeepIndex(articles, sampleSources(items), lang));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => new Response(url === paths.searchDeepIndex ? deep : title)),
  );
  render(<SearchBox language={lang} />);
}

afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 5000 };

function type(text: string) {
  const input = screen.getByRole("combobox");
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

const marks = (option: HTMLElement) =>
  [...option.querySelectorAll("mark")].map((m) => m.textContent);

describe("the search box in the site's language", () => {
  it("Korean: a two-syllable word finds the title containing it, marked where it is", async () => {
    siteIn("ko", [item("선크림 바르는 법", "sunscreen"), item("두피 관리와 샴푸", "scalp")]);
    type("크림");
    const [option, ...more] = await screen.findAllByRole("option", {}, SLOW);
    expect(more).toEqual([]);
    expect(option).toHaveAttribute("href", "/articles/sunscreen");
    expect(marks(option as HTMLElement)).toEqual(["크림"]);
  });

  it("Russian: a case form and ё typed as е find the title", async () => {
    siteIn("ru", [item("Жёсткая вода и кремы", "voda"), item("Уход за волосами", "volosy")]);
    type("жесткой крема");
    const listbox = await screen.findByRole("listbox", {}, SLOW);
    const [option, ...more] = within(listbox).getAllByRole("option");
    expect(more).toEqual([]);
    expect(option).toHaveAttribute("href", "/articles/voda");
    expect(marks(option as HTMLElement)).toEqual(["Жёсткая", "кремы"]);
  });

  it("English: a plural finds the singular in a title", async () => {
    siteIn("en", [item("Choosing a Gentle Cleanser", "cleanser"), item("Sunscreen Basics", "sun")]);
    type("sunscreens");
    const [option, ...more] = await screen.findAllByRole("option", {}, SLOW);
    expect(more).toEqual([]);
    expect(option).toHaveAttribute("href", "/articles/sun");
  });
});
