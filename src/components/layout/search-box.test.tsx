import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/lib/paths";
import { buildDeepIndex, buildTitleIndex } from "@/lib/search/build-index";
import {
  SEARCH_BOX_ITEMS as ITEMS,
  sampleArticles,
  sampleCategories,
  sampleSources,
} from "../../../tests/support/search-sample";
import { SearchBox } from "./search-box";

const articles = sampleArticles(ITEMS);
const TITLE = buildTitleIndex(articles, sampleCategories(), "tr");
const DEEP = buildDeepIndex(articles, sampleSources(ITEMS), "tr");

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    url === paths.searchDeepIndex
      ? new Response(JSON.stringify(DEEP))
      : new Response(JSON.stringify(TITLE)),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// The result list's code loads on first focus: on a busy machine that takes more than a second.
const SLOW = { timeout: 5000 };

function type(text: string) {
  const input = screen.getByRole("combobox", { name: "Makalelerde ara" });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
}

describe("SearchBox", () => {
  it("is a combobox with the 'Arama' placeholder that loads the index only on first focus", async () => {
    render(<SearchBox language="tr" />);
    const input = screen.getByPlaceholderText("Arama");
    expect(input).toHaveAttribute("role", "combobox");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.focus(input);
    fireEvent.focus(input);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(paths.searchIndex);
  });

  it("shows nothing for 2 characters", async () => {
    render(<SearchBox language="tr" />);
    // Results first, so the list and its index are loaded: what follows is the rule, not a wait.
    const input = type("saç");
    expect(await screen.findAllByRole("option", {}, SLOW)).not.toHaveLength(0);
    fireEvent.change(input, { target: { value: "sa" } });
    await waitFor(() => expect(screen.queryByRole("option")).toBeNull());
    expect(screen.queryByText(/sonuç bulunamadı/)).toBeNull();
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("lists matching categories above articles, marks the matched words, opens articles in a new tab", async () => {
    render(<SearchBox language="tr" />);
    const input = type("sac bakimi");
    const categories = await screen.findByRole("group", { name: "Kategoriler" }, SLOW);
    const category = within(categories).getByRole("option", { name: /^Saç Bakımı/ });
    expect(category).toHaveAttribute("href", "/hair/sac-bakimi");
    expect(category).not.toHaveAttribute("target");
    const articlesGroup = screen.getByRole("group", { name: "Makaleler" });
    const first = within(articlesGroup).getAllByRole("option")[0];
    expect(first).toHaveAccessibleName(/Saç Bakımında Doğru Bilinen Yanlışlar/);
    expect(first).toHaveAttribute("href", "/articles/sac-yanlislar");
    expect(first).toHaveAttribute("target", "_blank");
    expect(first).toHaveAttribute("rel", "noopener");
    expect([...(first?.querySelectorAll("mark") ?? [])].map((m) => m.textContent)).toEqual([
      "Saç",
      "Bakımında",
    ]);
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveAttribute("aria-controls", screen.getByRole("listbox").id);
  });

  it("moves through the results with the arrow keys and opens the chosen article with Enter", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    render(<SearchBox language="tr" />);
    const input = type("saç");
    const options = await screen.findAllByRole("option", {}, SLOW);
    // Three titles match: the deep index is not fetched and the list stays as it is.
    expect(fetchMock).not.toHaveBeenCalledWith(paths.searchDeepIndex);
    expect(input).not.toHaveAttribute("aria-activedescendant");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    const last = options.at(-1);
    expect(input).toHaveAttribute("aria-activedescendant", last?.id);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(open).toHaveBeenCalledWith(last?.getAttribute("href"), "_blank", "noopener");
  });

  it("tells screen readers how many results there are", async () => {
    render(<SearchBox language="tr" />);
    type("sac bakimi");
    await screen.findAllByRole("option", {}, SLOW);
    const count = (name: string) =>
      within(screen.getByRole("group", { name })).getAllByRole("option").length;
    const live = `${count("Kategoriler")} kategori ve ${count("Makaleler")} makale bulundu.`;
    await waitFor(() => expect(screen.getByText(live)).toHaveAttribute("aria-live", "polite"), {
      timeout: 2000,
    });
  });

  it("searches descriptions when titles give fewer than 3 results", async () => {
    render(<SearchBox language="tr" />);
    type("serum");
    const option = await screen.findByRole(
      "option",
      { name: /Işıltılı Cilt İçin Akşam Rutini/ },
      SLOW,
    );
    expect(option).toHaveAttribute("href", "/articles/aksam-rutini");
    expect(fetchMock).toHaveBeenCalledWith(paths.searchDeepIndex);
  });

  it("shows an empty-state message when nothing matches", async () => {
    render(<SearchBox language="tr" />);
    type("parfüm");
    expect(
      await screen.findByText("“parfüm” için sonuç bulunamadı.", {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
  });

  it("says so when the index cannot be loaded, and tries again on the next focus", async () => {
    fetchMock.mockResolvedValueOnce(new Response("", { status: 500 }));
    render(<SearchBox language="tr" />);
    const input = type("saç");
    expect(await screen.findByText(/Arama şu anda kullanılamıyor/, {}, SLOW)).toBeInTheDocument();
    fireEvent.keyDown(input, { key: "Escape" });
    fireEvent.focus(input);
    expect(await screen.findAllByRole("option", {}, SLOW)).not.toHaveLength(0);
  });

  it("closes on Escape and keeps the text", async () => {
    render(<SearchBox language="tr" />);
    const input = type("saç");
    await screen.findAllByRole("option", {}, SLOW);
    await act(async () => {
      fireEvent.keyDown(input, { key: "Escape" });
    });
    expect(screen.queryByRole("option")).toBeNull();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("saç");
  });

  it("shows hostile text as text", async () => {
    render(<SearchBox language="tr" />);
    type('<img src=x onerror="alert(1)"> (.*)');
    expect(await screen.findByText(/için sonuç bulunamadı/, {}, SLOW)).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });
});
