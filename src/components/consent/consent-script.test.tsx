import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY, parseCounterSettings } from "@/lib/analytics/browser-settings";
import { counterSettingsForPage } from "@/lib/analytics/counter";
import { type Analytics, analyticsSchema } from "@/lib/analytics/settings";
import { tr } from "@/lib/i18n/tr";
import { parseGoatCounterHit, parseLiveInternetHit } from "../../../tests/support/counter-requests";
import { ConsentBanner } from "./consent-banner";
import { installCounter } from "./consent-script";
import { ConsentSettingsButton } from "./consent-settings-button";

const LIVEINTERNET = analyticsSchema.parse({ provider: "liveinternet", type: "14.5" });
const ENDPOINT = "https://sayac.example.com/count";
const GOATCOUNTER = analyticsSchema.parse({
  provider: "goatcounter",
  endpoint: ENDPOINT,
  country: "TR",
});

/** The pixels the script requested, by their addresses. */
let pixels: string[] = [];
const NativeImage = window.Image;
/** The script's listeners on the document, removed after each test (each is a fresh page). */
let added: [string, EventListenerOrEventListenerObject][] = [];
const nativeAdd = document.addEventListener.bind(document);

/** The page script's counter, with the settings the layout writes into the page, read back. */
function run(analytics: Analytics) {
  const settings = parseCounterSettings(JSON.stringify(counterSettingsForPage(analytics)));
  if (!settings) throw new Error("no counter");
  installCounter(settings);
}

const renderShell = () =>
  render(
    <>
      <ConsentSettingsButton t={tr} />
      <ConsentBanner t={tr} />
    </>,
  );

function openPage(analytics: Analytics = LIVEINTERNET) {
  renderShell();
  run(analytics);
}

/** What Astro's router does on a link: history, a new <html> and <body>, after-swap, page-load. */
function navigate(path: string) {
  history.pushState(null, "", path);
  delete document.documentElement.dataset.consent;
  document.body.replaceWith(document.createElement("body"));
  renderShell();
  document.dispatchEvent(new Event("astro:after-swap"));
  document.dispatchEvent(new Event("astro:page-load"));
}

/** Whether the banner shows: its CSS follows the mark on <html>. */
const shown = () => document.documentElement.dataset.consent === "ask";
const click = (selector: string) => document.querySelector<HTMLElement>(selector)?.click();
const box = (name: "counter" | "transfer") =>
  document.querySelector<HTMLInputElement>(`[data-consent-${name}]`);
/** Ticks the boxes named, then saves. */
function save(...ticked: ("counter" | "transfer")[]) {
  for (const name of ticked) click(`[data-consent-${name}]`);
  click('[data-consent-choice="save"]');
}

beforeEach(() => {
  document.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject) => {
    added.push([type, listener]);
    nativeAdd(type, listener);
  }) as typeof document.addEventListener;
  localStorage.clear();
  history.replaceState(null, "", "/");
  document.title = "Işıltı";
  pixels = [];
  window.Image = class {
    set src(value: string) {
      pixels.push(value);
    }
  } as unknown as typeof Image;
});

afterEach(() => {
  document.addEventListener = nativeAdd;
  for (const [type, listener] of added) document.removeEventListener(type, listener);
  added = [];
  window.Image = NativeImage;
  delete document.documentElement.dataset.consent;
  document.body.innerHTML = "";
});

describe("LiveInternet: the consent banner's script", () => {
  it("shows the banner at once to a reader who has not chosen, and asks nothing of the counter", () => {
    openPage();
    expect(shown()).toBe(true);
    document.dispatchEvent(new Event("astro:page-load"));
    expect(pixels).toEqual([]);
  });

  it("asks for the counter and for the transfer apart, neither ticked in advance", () => {
    openPage();
    expect(box("counter")?.checked).toBe(false);
    expect(box("transfer")?.checked).toBe(false);
  });

  it("counts nothing when only one of the two consents is given", () => {
    for (const only of ["counter", "transfer"] as const) {
      localStorage.clear();
      openPage();
      save(only);
      expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
      document.dispatchEvent(new Event("astro:page-load"));
      expect(pixels).toEqual([]);
      document.body.innerHTML = "";
    }
  });

  it("with both: remembers, hides the banner and counts this page view in LiveInternet's format", () => {
    document.title = "Saç Bakımı Rehberi; İpuçları";
    openPage();
    save("counter", "transfer");
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(shown()).toBe(false);
    expect(pixels).toHaveLength(1);
    const hit = parseLiveInternetHit(pixels[0] ?? "");
    expect(hit.type).toBe("14.5");
    expect(hit.url.value).toBe(window.location.href);
    expect(hit.title.value).toBe("Saç Bakımı Rehberi; İpuçları");
    // escape(): %XX up to U+00FF, %uXXXX above, ";" escaped so the fields stay apart.
    expect(hit.title.sent).toBe("Sa%E7%20Bak%u0131m%u0131%20Rehberi%3B%20%u0130pu%E7lar%u0131");
    expect(hit.screen).toEqual({
      width: screen.width,
      height: screen.height,
      depth: screen.colorDepth,
    });
    expect(hit.random).toMatch(/^0\.\d+$/);
  });

  it("counts each later page view once, with the page read before as its referrer", () => {
    openPage();
    document.dispatchEvent(new Event("astro:page-load"));
    save("counter", "transfer");
    const first = window.location.href;
    navigate("/articles/bir-yazi");
    expect(pixels).toHaveLength(2);
    const hit = parseLiveInternetHit(pixels[1] ?? "");
    expect(hit.url.value).toBe(window.location.href);
    expect(hit.referrer.value).toBe(first);
    // Saving again on the same page counts nothing more.
    click("[data-consent-settings]");
    save();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(pixels).toHaveLength(2);
  });

  it("cuts the title at 150 characters, as the counter code does", () => {
    document.title = "Güneş kremi ".repeat(20);
    localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    openPage();
    document.dispatchEvent(new Event("astro:page-load"));
    const hit = parseLiveInternetHit(pixels[0] ?? "");
    expect(hit.title.value).toBe(document.title.substring(0, 150));
  });

  it("on reject: remembers, hides the banner and never counts", () => {
    openPage();
    click('[data-consent-choice="denied"]');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
    expect(shown()).toBe(false);
    document.dispatchEvent(new Event("astro:page-load"));
    expect(pixels).toEqual([]);
  });

  it("stays hidden for a reader who chose, and the footer's button shows it again with the choice", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    openPage();
    expect(shown()).toBe(false);
    click("[data-consent-settings]");
    expect(shown()).toBe(true);
    expect([box("counter")?.checked, box("transfer")?.checked]).toEqual([true, true]);
  });

  it("on a page swapped in, shows the banner again only to a reader who has not chosen", () => {
    openPage();
    navigate("/articles/bir-yazi");
    expect(shown()).toBe(true);
    click('[data-consent-choice="denied"]');
    navigate("/articles/baska-bir-yazi");
    expect(shown()).toBe(false);
    expect(pixels).toEqual([]);
  });
});

describe("GoatCounter: the page script", () => {
  it("counts each page view without a banner, with the documented parameters", () => {
    document.title = "Saç & Cilt Bakımı";
    history.replaceState(null, "", "/cilt-bakimi?utm_source=bulten");
    run(GOATCOUNTER);
    document.dispatchEvent(new Event("astro:page-load"));
    expect(pixels).toHaveLength(1);
    const sent = parseGoatCounterHit(pixels[0] ?? "", ENDPOINT);
    expect(sent.get("p")).toBe("/cilt-bakimi?utm_source=bulten");
    expect(sent.get("t")).toBe("Saç & Cilt Bakımı");
    expect(sent.get("q")).toBe("?utm_source=bulten");
    expect(sent.get("b")).toBe("0");
    expect(sent.get("rnd")).toMatch(/^[a-z0-9]{1,5}$/);
    // Not sent: the screen size (optional) and an empty referrer.
    expect([...sent.keys()].sort()).toEqual(["b", "p", "q", "rnd", "t"]);
    navigate("/articles/bir-yazi");
    const next = parseGoatCounterHit(pixels[1] ?? "", ENDPOINT);
    expect(next.get("p")).toBe("/articles/bir-yazi");
    expect(next.get("r")).toBe(`${window.location.origin}/cilt-bakimi?utm_source=bulten`);
  });

  it("takes the path from the canonical link on this host", () => {
    const link = Object.assign(document.createElement("link"), {
      rel: "canonical",
      href: `${window.location.origin}/dogru-adres`,
    });
    document.head.append(link);
    try {
      run(GOATCOUNTER);
      document.dispatchEvent(new Event("astro:page-load"));
      expect(parseGoatCounterHit(pixels[0] ?? "", ENDPOINT).get("p")).toBe("/dogru-adres");
    } finally {
      link.remove();
    }
  });

  it("counts nobody whose browser asks sites not to track", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    try {
      run(GOATCOUNTER);
      document.dispatchEvent(new Event("astro:page-load"));
      expect(pixels).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, "globalPrivacyControl");
    }
  });
});

describe("no counter", () => {
  it("gives the page no settings, so the page script counts nothing", () => {
    expect(counterSettingsForPage(analyticsSchema.parse({ provider: "none" }))).toBeNull();
    expect(parseCounterSettings(null)).toBeNull();
  });
});

describe("the settings the page carries", () => {
  it("are read back as written, and anything else is no counter", () => {
    for (const analytics of [LIVEINTERNET, GOATCOUNTER]) {
      const settings = counterSettingsForPage(analytics);
      expect(parseCounterSettings(JSON.stringify(settings))).toEqual(settings);
    }
    for (const text of [
      "{",
      "[]",
      '{"provider":"liveinternet"}',
      '{"provider":"x","consent":true}',
    ])
      expect(parseCounterSettings(text)).toBeNull();
  });
});
