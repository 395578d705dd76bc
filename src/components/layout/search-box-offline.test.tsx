import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchBox } from "./search-box";

// The result list's code cannot be downloaded (offline, or removed by a deploy).
vi.mock("@/components/search/search-panel", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Promise.reject(new TypeError("offline"))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("SearchBox without its result list", () => {
  it("says search is unavailable instead of breaking the page", async () => {
    render(<SearchBox language="tr" />);
    const input = screen.getByRole("combobox", { name: "Makalelerde ara" });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "saç bakımı" } });
    expect(
      await screen.findByText(/Arama şu anda kullanılamıyor/, {}, { timeout: 5000 }),
    ).toHaveAttribute("role", "status");
    expect(input).toHaveAttribute("aria-expanded", "false");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByText(/Arama şu anda kullanılamıyor/)).toBeNull();
  });
});
