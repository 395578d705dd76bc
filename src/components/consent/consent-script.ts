import { CONSENT_STORAGE_KEY } from "@/lib/analytics/counter";

/**
 * The consent banner's behaviour in a few lines of script, so a first visit shows the banner
 * at once without loading React (the markup is `ConsentBanner`, rendered hidden). It shows the
 * banner while the reader has not chosen, saves a choice from its two boxes and two buttons
 * ("granted" only with both boxes ticked), shows it again
 * from the footer's "Çerez tercihleri", and with consent requests the counter's image once per
 * page view (the same URL as `counterPixelUrl`). The page-view event is Astro's
 * `astro:page-load`, fired after the first load and after every navigation between pages.
 * Written as a function for tests and types; shipped as its source text, so it must not use
 * anything from outside its body.
 */
function consentScript(storageKey: string, counterUrl: string): void {
  const w = window as Window & { __consent?: boolean };
  const banner = () => document.querySelector<HTMLElement>("[data-consent-banner]");
  const read = () => {
    try {
      const value = localStorage.getItem(storageKey);
      return value === "granted" || value === "denied" ? value : null;
    } catch {
      return null;
    }
  };
  const count = () => {
    if (read() !== "granted" || !counterUrl) return;
    const url = new URL(counterUrl);
    url.searchParams.set("u", location.href);
    url.searchParams.set("r", document.referrer);
    url.searchParams.set("s", `${screen.width}x${screen.height}`);
    url.searchParams.set("n", Math.random().toString(36).slice(2));
    const pixel = new Image(1, 1);
    pixel.referrerPolicy = "no-referrer-when-downgrade";
    pixel.src = url.href;
  };
  const box = (name: string) =>
    banner()?.querySelector<HTMLInputElement>(`[data-consent-${name}]`) ?? null;
  const show = (open: boolean) => {
    const element = banner();
    if (!element) return;
    element.hidden = !open;
    // Reopened from "Çerez tercihleri": the boxes say what was chosen; never ticked in advance.
    const granted = read() === "granted";
    for (const name of ["counter", "transfer"]) {
      const input = box(name);
      if (input) input.checked = granted;
    }
  };
  // The banner shows before the first paint: this script follows it in the page.
  show(read() === null);
  // Pages swapped in by the router bring this script again: one set of listeners is enough.
  if (w.__consent) return;
  w.__consent = true;
  document.addEventListener("astro:after-swap", () => show(read() === null));
  document.addEventListener("astro:page-load", count);
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-consent-settings]")) return show(true);
    const button = target?.closest("[data-consent-choice]")?.getAttribute("data-consent-choice");
    if (button !== "save" && button !== "denied") return;
    // The counter runs only with both consents: the counter's and the transfer to Russia.
    const both = box("counter")?.checked === true && box("transfer")?.checked === true;
    const choice = button === "save" && both ? "granted" : "denied";
    try {
      localStorage.setItem(storageKey, choice);
    } catch {
      // Storage blocked: the choice holds for this page only, and the banner returns next time.
    }
    show(false);
    count();
  });
}

/** The script's text for one site's counter (empty: no counter, the banner still asks). */
export function consentScriptText(counterUrl: string): string {
  return `(${consentScript.toString()})(${JSON.stringify(CONSENT_STORAGE_KEY)},${JSON.stringify(counterUrl)});`;
}
