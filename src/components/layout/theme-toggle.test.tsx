import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_STORAGE_KEY } from "@/lib/analytics/browser-settings";
import { tr } from "@/lib/i18n/tr";
import { CategoryMenu } from "./category-menu";
import { firstPaintScript } from "./first-paint-script";
import { installThemeControls, THEME_STORAGE_KEY } from "./theme";
import { ThemeToggle } from "./theme-toggle";

/** Listeners the page script added to the shared test document, removed after each test. */
let added: [string, EventListenerOrEventListenerObject][] = [];

function systemPrefers(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes("dark"),
    addEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** Runs the page's inline script as the browser does: its source text, in the page's window. */
function runFirstPaint(prefersDark = false, asksConsent = false) {
  systemPrefers(prefersDark);
  new Function(firstPaintScript(asksConsent))();
}

/** Runs the header's part of the page script, as once per page load. */
function runPageScript(prefersDark = false) {
  systemPrefers(prefersDark);
  const original = document.addEventListener.bind(document);
  document.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject) => {
    added.push([type, listener]);
    original(type, listener);
  }) as typeof document.addEventListener;
  try {
    installThemeControls();
  } finally {
    document.addEventListener = original;
  }
}

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  delete root.dataset.consent;
});

afterEach(() => {
  for (const [type, listener] of added) document.removeEventListener(type, listener);
  added = [];
});

describe("the first paint's script: theme", () => {
  it("follows the system preference when nothing is stored", () => {
    runFirstPaint(true);
    expect(root.dataset.theme).toBe("dark");
    runFirstPaint(false);
    expect(root.dataset.theme).toBe("light");
  });

  it("prefers the stored choice over the system, and ignores a value it did not write", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    runFirstPaint(true);
    expect(root.dataset.theme).toBe("light");
    localStorage.setItem(THEME_STORAGE_KEY, "mor");
    runFirstPaint(true);
    expect(root.dataset.theme).toBe("dark");
  });

  it("uses nothing from outside its own text", () => {
    expect(() => new Function(`"use strict";${firstPaintScript(true)}`)()).not.toThrow();
  });
});

describe("the first paint's script: the consent banner", () => {
  it("marks a reader who has not chosen, on a site whose counter asks first", () => {
    runFirstPaint(false, true);
    expect(root.dataset.consent).toBe("ask");
    for (const choice of ["granted", "denied"]) {
      localStorage.setItem(CONSENT_STORAGE_KEY, choice);
      runFirstPaint(false, true);
      expect(root.dataset.consent).toBeUndefined();
    }
  });

  it("marks nobody on a site whose counter asks nothing", () => {
    runFirstPaint(false, false);
    expect(root.dataset.consent).toBeUndefined();
  });
});

describe("the page script: the theme switch", () => {
  it("makes the switch work and tell its state, without React handlers", () => {
    render(<ThemeToggle t={tr} />);
    runFirstPaint(false);
    runPageScript(false);
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

describe("the page script: a page swapped in", () => {
  it("gets the reader's theme and a switch that says so", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    runFirstPaint(false);
    runPageScript(false);
    // The router brings the new page's <html> attributes and switch.
    delete root.dataset.theme;
    render(<ThemeToggle t={tr} />);
    document.dispatchEvent(new Event("astro:after-swap"));
    expect(root.dataset.theme).toBe("dark");
    expect(screen.getByRole("button", { name: "Koyu tema" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

describe("the page script: the narrow menu's sub-menus", () => {
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
    runPageScript();
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

describe("the page script: choosing a link in the menu", () => {
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
    runPageScript();
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
