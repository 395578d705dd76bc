export const THEME_STORAGE_KEY = "theme";

/**
 * The page's one script in <head>. It runs before the first paint, so no page flashes the wrong
 * theme: the stored choice, else the system's preference, becomes `data-theme` on <html>, and
 * until the reader chooses, the page follows the system. It also runs the header's buttons that
 * must answer before the app's scripts have loaded (they start after the page has loaded): the
 * theme switch, the narrow menu's sub-menus, and closing the menu when one of its links is
 * chosen. Written as a function for tests and types;
 * shipped as its source text, so it must not use anything from outside its body.
 */
function headScript(themeKey: string): void {
  const root = document.documentElement;
  const dark = window.matchMedia("(prefers-color-scheme: dark)");
  // Pages swapped in by the router bring this script again: its listeners are there already.
  const w = window as Window & { __theme?: boolean };
  if (w.__theme) return;
  w.__theme = true;
  const read = () => {
    try {
      const stored = localStorage.getItem(themeKey);
      return stored === "dark" || stored === "light" ? stored : null;
    } catch {
      return null;
    }
  };
  const apply = (theme: string) => {
    root.dataset.theme = theme;
    for (const button of document.querySelectorAll("[data-theme-toggle]")) {
      button.setAttribute("aria-pressed", String(theme === "dark"));
    }
  };
  apply(read() ?? (dark.matches ? "dark" : "light"));
  dark.addEventListener("change", (event) => {
    if (!read()) apply(event.matches ? "dark" : "light");
  });
  // The switch exists only once the body is parsed: mark its state then.
  document.addEventListener("DOMContentLoaded", () => apply(root.dataset.theme ?? "light"));
  // A page swapped in without a full load brings its own <html> attributes and switch.
  document.addEventListener("astro:after-swap", () =>
    apply(read() ?? (dark.matches ? "dark" : "light")),
  );
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-theme-toggle]")) {
      const next = root.dataset.theme === "dark" ? "light" : "dark";
      apply(next);
      try {
        localStorage.setItem(themeKey, next);
      } catch {
        // Storage blocked (private mode): the choice lasts for this page.
      }
      return;
    }
    // Choosing a link in the menu closes it: also one to a part of this very page (a
    // category's "Diğer" group, chosen on that category's page), which is no navigation, so
    // the runtime, closing the menu when a page changes, never hears of it.
    const menu = target?.closest("[popover] a[href]")?.closest<HTMLElement>("[popover]");
    if (menu) {
      menu.hidePopover?.();
      return;
    }
    const toggle = target?.closest("[data-submenu-toggle]");
    if (!toggle) return;
    const open = toggle.getAttribute("aria-expanded") !== "true";
    // One sub-menu open at a time.
    for (const other of document.querySelectorAll("[data-submenu-toggle]")) {
      const expanded = other === toggle && open;
      other.setAttribute("aria-expanded", String(expanded));
      document
        .getElementById(other.getAttribute("aria-controls") ?? "")
        ?.toggleAttribute("data-expanded", expanded);
    }
  });
}

export const HEAD_SCRIPT = `(${headScript.toString()})(${JSON.stringify(THEME_STORAGE_KEY)});`;
