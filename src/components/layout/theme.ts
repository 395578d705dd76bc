type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";

/**
 * What must be right before anything is painted, marked on <html>: the theme (the stored
 * choice, else the system's preference, as `data-theme`), and, on a site whose counter asks
 * first, whether the consent banner shows (`data-consent="ask"` while the reader has not
 * chosen; the banner's CSS shows it then). It is the page's one inline script; everything else
 * waits for the page script. Shipped as its source text, so it uses nothing from outside its
 * body. `consentKey` is null on a site whose counter asks nothing.
 */
export function firstPaint(themeKey: string, consentKey: string | null): void {
  const root = document.documentElement;
  const read = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const theme = read(themeKey);
  root.dataset.theme =
    theme === "dark" || theme === "light"
      ? theme
      : matchMedia("(prefers-color-scheme: dark)").matches
        ? "dark"
        : "light";
  if (consentKey === null) return;
  const choice = read(consentKey);
  if (choice === "granted" || choice === "denied") delete root.dataset.consent;
  else root.dataset.consent = "ask";
}

const storedTheme = (): Theme | null => {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "dark" || stored === "light" ? stored : null;
  } catch {
    return null;
  }
};

/**
 * The header's controls, run by the page script: the theme switch, the narrow menu's
 * sub-menus, and closing the menu when one of its links is chosen. Until the reader chooses a
 * theme, the page follows the system's. The menu itself opens and closes without any script
 * (the native `popover`).
 */
export function installThemeControls(): void {
  const root = document.documentElement;
  const dark = window.matchMedia("(prefers-color-scheme: dark)");
  const showPressed = () => {
    for (const button of document.querySelectorAll("[data-theme-toggle]"))
      button.setAttribute("aria-pressed", String(root.dataset.theme === "dark"));
  };
  const apply = (theme: Theme) => {
    root.dataset.theme = theme;
    showPressed();
  };
  showPressed();
  dark.addEventListener("change", (event) => {
    if (!storedTheme()) apply(event.matches ? "dark" : "light");
  });
  // A page swapped in without a full load brings its own <html> attributes and switch.
  document.addEventListener("astro:after-swap", () =>
    apply(storedTheme() ?? (dark.matches ? "dark" : "light")),
  );
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-theme-toggle]")) {
      const next = root.dataset.theme === "dark" ? "light" : "dark";
      apply(next);
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
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
