import { CONSENT_STORAGE_KEY, type CounterSettings } from "@/lib/analytics/browser-settings";

/*
 * The visitor counter's part of the page script: it sends each page view to the site's counter
 * in that counter's own format, and for a counter that needs the reader's consent it runs the
 * banner (the markup is `ConsentBanner`) without loading React. Whether the banner shows before
 * the first paint is decided by the page's inline script (`firstPaint`,
 * src/components/layout/theme.ts). A page view is Astro's `astro:page-load`, fired after the
 * first load and after every navigation between pages.
 */

/**
 * LiveInternet's hit, exactly as its own counter code builds it (the snippet liveinternet.ru
 * hands out: `"//counter.yadro.ru/hit?t44.6;r"+escape(d.referrer)+";s"+s.width+"*"+s.height+
 * "*"+(s.colorDepth?s.colorDepth:s.pixelDepth)+";u"+escape(d.URL)+";h"+escape(d.title.
 * substring(0,150))+";"+Math.random()`): its fields in its order, each escaped with the legacy
 * `escape()` as the snippet does. Only the referrer differs on a page the router swapped in:
 * there it is the page read before, as a full page load would have it.
 */
function liveInternetHit(type: string, referrer: string): string {
  const s = screen;
  return (
    `https://counter.yadro.ru/hit?t${type};r${escape(referrer)}` +
    (typeof s === "undefined"
      ? ""
      : `;s${s.width}*${s.height}*${s.colorDepth ? s.colorDepth : s.pixelDepth}`) +
    `;u${escape(document.URL)};h${escape(document.title.substring(0, 150))};${Math.random()}`
  );
}

/**
 * GoatCounter's `/count` request, as its documentation defines it ("Tracking pixel": `p` path,
 * `t` title, `r` referrer, `b` bot flag, `q` query, `rnd`; documented as stable for integrations
 * of one's own) and its count.js fills it: the path of the canonical link when it is on this
 * host, else of the address; names and values URI-encoded; empty ones left out. The screen size
 * (`s`, optional) is not read: a count needs nothing from the device. A reader whose browser
 * asks sites not to track (Global Privacy Control, Do Not Track) is not counted.
 */
function goatCounterHit(endpoint: string, referrer: string): string | null {
  // Properties automation tools leave on the page (count.js reads the same ones).
  const w = window as unknown as Record<string, unknown>;
  const d = document as Document & Record<string, unknown>;
  const n = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (n.globalPrivacyControl === true || n.doNotTrack === "1") return null;
  // count.js's bot constants (150 PhantomJS, 151 Nightmare, 152 Selenium, 153 WebDriver).
  const bot =
    w.callPhantom || w._phantom || w.phantom
      ? 150
      : w.__nightmare
        ? 151
        : d.__selenium_unwrapped || d.__webdriver_evaluate || d.__driver_evaluate
          ? 152
          : n.webdriver
            ? 153
            : 0;
  let place: { pathname: string; search: string } = location;
  const canonical = d.querySelector<HTMLLinkElement>('link[rel="canonical"][href]');
  if (canonical) {
    const url = new URL(canonical.href, location.href);
    const bare = (host: string) => host.replace(/^www\./, "");
    if (bare(url.hostname) === bare(location.hostname)) place = url;
  }
  const fields: [string, string | number][] = [
    ["p", place.pathname + place.search || "/"],
    ["r", referrer],
    ["t", d.title],
    ["b", bot],
    ["q", location.search],
    ["rnd", Math.random().toString(36).slice(2, 7)],
  ];
  return `${endpoint}?${fields
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&")}`;
}

/** The request that counts this page view for the site's counter; null: not this one. */
function hitFor(settings: CounterSettings): (referrer: string) => string | null {
  return settings.provider === "liveinternet"
    ? (referrer) => liveInternetHit(settings.type, referrer)
    : (referrer) => goatCounterHit(settings.endpoint, referrer);
}

/**
 * Counts each page view. With `consent`, only after the reader has granted it in the banner:
 * the banner shows while the reader has not chosen (`data-consent="ask"` on <html>, which its
 * CSS follows), saves a choice from its two boxes and two buttons ("granted" only with both
 * ticked), and shows again from the footer's settings button. Runs once; the router's pages
 * share its listeners.
 */
export function installCounter(settings: CounterSettings): void {
  const { consent } = settings;
  const hit = hitFor(settings);
  const root = document.documentElement;
  const banner = () => document.querySelector<HTMLElement>("[data-consent-banner]");
  const read = () => {
    try {
      const value = localStorage.getItem(CONSENT_STORAGE_KEY);
      return value === "granted" || value === "denied" ? value : null;
    } catch {
      return null;
    }
  };
  const box = (name: string) =>
    banner()?.querySelector<HTMLInputElement>(`[data-consent-${name}]`) ?? null;
  const show = (open: boolean) => {
    if (open) root.dataset.consent = "ask";
    else delete root.dataset.consent;
    // Reopened from the footer: the boxes say what was chosen; never ticked in advance.
    const granted = read() === "granted";
    for (const name of ["counter", "transfer"]) {
      const input = box(name);
      if (input) input.checked = granted;
    }
  };
  if (consent) show(read() === null);
  // The address read before this page: the referrer a full load of this page would have had.
  let current: string | null = null;
  let previous: string | null = null;
  // The router puts each page in a new <body>: one count per body, however often the reader saves.
  let countedBody: HTMLElement | null = null;
  const count = () => {
    if (consent && read() !== "granted") return;
    if (countedBody === document.body) return;
    countedBody = document.body;
    const url = hit(previous ?? document.referrer);
    if (url) new Image(1, 1).src = url;
  };
  document.addEventListener("astro:page-load", () => {
    if (current !== null) previous = current;
    current = location.href;
    count();
  });
  if (!consent) return;
  // A page swapped in brings its own <html>: the banner shows again only to a reader who has not chosen.
  document.addEventListener("astro:after-swap", () => show(read() === null));
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-consent-settings]")) return show(true);
    const button = target?.closest("[data-consent-choice]")?.getAttribute("data-consent-choice");
    if (button !== "save" && button !== "denied") return;
    // The counter runs only with both consents: the counter's and the transfer abroad.
    const both = box("counter")?.checked === true && box("transfer")?.checked === true;
    const choice = button === "save" && both ? "granted" : "denied";
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, choice);
    } catch {
      // Storage blocked: the choice holds for this page only, and the banner returns next time.
    }
    show(false);
    count();
  });
}
