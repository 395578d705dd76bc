import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { THEME_SCRIPT, THEME_STORAGE_KEY } from "./theme";
import { ThemeToggle } from "./theme-toggle";

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe("ThemeToggle", () => {
  it("switches the theme and remembers the choice", () => {
    document.documentElement.dataset.theme = "light";
    render(<ThemeToggle />);
    const button = screen.getByRole("button", { name: "Koyu tema" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(button);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(button).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(button);
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });
});

describe("THEME_SCRIPT", () => {
  const run = (prefersDark: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches: prefersDark && query.includes("dark"),
      addEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    new Function(THEME_SCRIPT)();
  };

  it("follows the system preference when nothing is stored", () => {
    run(true);
    expect(document.documentElement.dataset.theme).toBe("dark");
    run(false);
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("prefers the stored choice over the system", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    run(true);
    expect(document.documentElement.dataset.theme).toBe("light");
  });
});
