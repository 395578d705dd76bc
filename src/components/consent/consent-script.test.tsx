import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY } from "@/lib/analytics/counter";
import { tr } from "@/lib/i18n/tr";
import { ConsentBanner } from "./consent-banner";
import { consentScriptText } from "./consent-script";
import { ConsentSettingsButton } from "./consent-settings-button";

const COUNTER = "https://counter.example.com/hit?site=1";

/** The pixels the script requested, by their URLs. */
let pixels: URL[] = [];
const NativeImage = window.Image;
/** The script's listeners on the document, removed after each test (each is a fresh page). */
let added: [string, EventListenerOrEventListenerObject][] = [];
const nativeAdd = document.addEventListener.bind(document);

function openPage() {
  render(
    <>
      <ConsentSettingsButton t={tr} />
      <ConsentBanner t={tr} />
    </>,
  );
  new Function(consentScriptText(COUNTER))();
}
const banner = () => document.querySelector<HTMLElement>("[data-consent-banner]");
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
  pixels = [];
  window.Image = class {
    referrerPolicy = "";
    set src(value: string) {
      pixels.push(new URL(value));
    }
  } as unknown as typeof Image;
});

afterEach(() => {
  document.addEventListener = nativeAdd;
  for (const [type, listener] of added) document.removeEventListener(type, listener);
  added = [];
  window.Image = NativeImage;
  delete (window as Window & { __consent?: boolean }).__consent;
});

describe("the consent banner's script", () => {
  it("shows the banner at once to a reader who has not chosen, and asks nothing of the counter", () => {
    openPage();
    expect(banner()?.hidden).toBe(false);
    document.dispatchEvent(new Event("astro:page-load"));
    expect(pixels).toEqual([]);
  });

  it("asks for the counter and for the transfer to Russia apart, neither ticked in advance", () => {
    openPage();
    expect(banner()?.textContent).toContain("Rusya Federasyonu");
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

  it("with both: remembers, hides the banner and counts this page view with what the URL carries", () => {
    openPage();
    save("counter", "transfer");
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(banner()?.hidden).toBe(true);
    expect(pixels).toHaveLength(1);
    const [pixel] = pixels;
    expect(`${pixel?.origin}${pixel?.pathname}`).toBe("https://counter.example.com/hit");
    expect(pixel?.searchParams.get("site")).toBe("1");
    expect(pixel?.searchParams.get("u")).toBe(window.location.href);
    expect(pixel?.searchParams.get("s")).toMatch(/^\d+x\d+$/);
    expect(pixel?.searchParams.get("n")).toMatch(/^[a-z0-9]+$/);
    // Each later page view is counted once.
    document.dispatchEvent(new Event("astro:page-load"));
    expect(pixels).toHaveLength(2);
  });

  it("on reject: remembers, hides the banner and never counts", () => {
    openPage();
    click('[data-consent-choice="denied"]');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
    expect(banner()?.hidden).toBe(true);
    document.dispatchEvent(new Event("astro:page-load"));
    expect(pixels).toEqual([]);
  });

  it("stays hidden for a reader who chose, and the footer's button shows it again with the choice", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    openPage();
    expect(banner()?.hidden).toBe(true);
    click("[data-consent-settings]");
    expect(banner()?.hidden).toBe(false);
    expect([box("counter")?.checked, box("transfer")?.checked]).toEqual([true, true]);
  });

  it("runs its buttons once however many pages the router swaps in", () => {
    openPage();
    // The router brings the script again with the next page.
    new Function(consentScriptText(COUNTER))();
    save("counter", "transfer");
    expect(pixels).toHaveLength(1);
  });
});
