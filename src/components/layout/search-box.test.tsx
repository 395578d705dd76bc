import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_INDEX_URL, SearchBox } from "./search-box";

const INDEX = [
  { title: "Saç Bakımında Doğru Bilinen Yanlışlar", slug: "sac-yanlislar", category: "Saç Bakımı" },
  { title: "Işıltılı Cilt İçin Akşam Rutini", slug: "aksam-rutini", category: "Cilt Bakımı" },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(INDEX), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function type(text: string) {
  const input = screen.getByPlaceholderText("Arama");
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
}

describe("SearchBox", () => {
  it("has the 'Arama' placeholder and loads the index only on first focus", async () => {
    render(<SearchBox />);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByPlaceholderText("Arama"));
    fireEvent.focus(screen.getByPlaceholderText("Arama"));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(SEARCH_INDEX_URL);
  });

  it("shows nothing for 2 characters", async () => {
    render(<SearchBox />);
    type("sa");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText(/sonuç bulunamadı/)).toBeNull();
  });

  it("lists matches from 3 characters, opening each article in a new tab", async () => {
    render(<SearchBox />);
    type("sac bakimi");
    const link = await screen.findByRole("link", { name: /Saç Bakımında Doğru Bilinen Yanlışlar/ });
    expect(link).toHaveAttribute("href", "/articles/sac-yanlislar");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("follows Turkish case rules", async () => {
    render(<SearchBox />);
    type("IŞILTILI");
    expect(await screen.findByRole("link", { name: /Işıltılı Cilt/ })).toBeInTheDocument();
  });

  it("shows an empty-state message when nothing matches", async () => {
    render(<SearchBox />);
    type("parfüm");
    expect(await screen.findByText("“parfüm” için sonuç bulunamadı.")).toBeInTheDocument();
  });

  it("says so when the index cannot be loaded", async () => {
    fetchMock.mockResolvedValueOnce(new Response("", { status: 500 }));
    render(<SearchBox />);
    type("saç");
    expect(await screen.findByText(/Arama şu anda kullanılamıyor/)).toBeInTheDocument();
  });

  it("hides results on Escape", async () => {
    render(<SearchBox />);
    const input = type("saç");
    await screen.findByRole("link");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByRole("link")).toBeNull();
  });
});
