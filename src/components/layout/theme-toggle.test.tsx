import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tr } from "@/lib/i18n/tr";
import { CategoryMenu } from "./category-menu";
import { HEAD_SCRIPT, THEME_STORAGE_KEY } from "./theme";
import { ThemeToggle } from "./theme-toggle";

/** Listeners the head script added to the shared test document, removed after each test. */
let added: [string, EventListenerOrEventListenerObject][] = [];

/** Runs the head script as the browser does: its source text, in the page's window. */
/** Runs the script as a freshly loaded page does; `again`: as a page swapped in by the router. */
function runHeadScript(prefersDark = false, again = false) {
  if (!again) delete (window as Window & { __theme?: boolean }).__theme;
  window.matchMedia = ((query: string) => ({
    matches: prefersDark && query.includes("dark"),
    addEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  const original = document.addEventListener.bind(document);
  document.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject) => {
    added.push([type, listener]);
    original(type, listener);
  }) as typeof document.addEventListener;
  try {
    new Function(HEAD_SCRIPT)();
  } finally {
    document.addEventListener = original;
  }
  document.dispatchEvent(new Event("DOMContentLoaded"));
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  for (const [type, listener] of added) document.removeEventListener(type, listener);
  added = [];
  delete (window as Window & { __theme?: boolean }).__theme;
});

describe("head script: theme", () => {
  it("installs its listeners once, however many pages the router swaps in", () => {
    runHeadScript();
    const installed = added.length;
    expect(installed).toBeGreaterThan(0);
    runHeadScript(false, true);
    expect(added.length).toBe(installed);
  });

  it("follows the system preference when nothing is stored", () => {
    runHeadScript(true);
    expect(document.documentElement.dataset.theme).toBe("dark");
    runHeadScript(false);
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("prefers the stored choice over the system", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    runHeadScript(true);
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("makes the switch work and tell its state, without React handlers", () => {
    render(<ThemeToggle t={tr} />);
    runHeadScript(false);
    const button = screen.getByRole("button", { name: "Koyu tema" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(button);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(button).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(button);
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(button).toHaveAttribute("aria-pressed", "false");
  });
});

describe("head script: the narrow menu's sub-menus", () => {
  it("opens one sub-menu at a time and says so", () => {
    render(
      <CategoryMenu
        t={tr}
        categories={[
          {
            title: "Cilt",
            path: "/skin-care",
            children: [{ title: "Akne", path: "/skin-care/a" }],
          },
          {
            title: "Saç",
            path: "/hair-styles",
            children: [{ title: "Boya", path: "/hair-styles/b" }],
          },
        ]}
      />,
    );
    runHeadScript();
    // The panel is a closed popover: its contents are hidden until it opens.
    const cilt = screen.getByRole("button", { name: "Cilt alt kategorileri", hidden: true });
    const sac = screen.getByRole("button", { name: "Saç alt kategorileri", hidden: true });
    const list = (b: HTMLElement) => document.getElementById(b.getAttribute("aria-controls") ?? "");
    fireEvent.click(cilt);
    expect(cilt).toHaveAttribute("aria-expanded", "true");
    expect(list(cilt)).toHaveAttribute("data-expanded");
    fireEvent.click(sac);
    expect(cilt).toHaveAttribute("aria-expanded", "false");
    expect(list(cilt)).not.toHaveAttribute("data-expanded");
    expect(list(sac)).toHaveAttribute("data-expanded");
    fireEvent.click(sac);
    expect(sac).toHaveAttribute("aria-expanded", "false");
    expect(list(sac)).not.toHaveAttribute("data-expanded");
  });
});

describe("head script: choosing a link in the menu", () => {
  it("closes the menu, a link to a part of the page being read included", () => {
    window.history.pushState({}, "", "/skin-care");
    render(
      <CategoryMenu
        t={tr}
        categories={[
          {
            title: "Cilt",
            path: "/skin-care",
            children: [{ title: tr.other, path: "/skin-care#diger" }],
          },
        ]}
      />,
    );
    runHeadScript();
    const panel = document.getElementById("kategori-menusu");
    if (!panel) throw new Error("no menu panel");
    // jsdom has no popover: the browser's own method, watched.
    const hide = vi.fn();
    panel.hidePopover = hide;
    const link = (href: string) => {
      const found = panel.querySelector<HTMLAnchorElement>(`a[href="${href}"]`);
      if (!found) throw new Error(`no link to ${href}`);
      found.addEventListener("click", (event) => event.preventDefault());
      return found;
    };
    // Opening a sub-menu is no choice: the menu stays.
    fireEvent.click(screen.getByRole("button", { name: "Cilt alt kategorileri", hidden: true }));
    expect(hide).not.toHaveBeenCalled();
    // The same page's group: no navigation follows, and the menu closes all the same.
    fireEvent.click(link("/skin-care#diger"));
    expect(hide).toHaveBeenCalledTimes(1);
    fireEvent.click(link("/skin-care"));
    expect(hide).toHaveBeenCalledTimes(2);
    window.history.pushState({}, "", "/");
  });
});
