import type { TransitionBeforePreparationEvent } from "astro:transitions/client";
import {
  classifyPage,
  isRetriedStatus,
  retryDelay,
  shouldRetry,
} from "@/lib/navigation/page-response";
import { SLOW_NAVIGATION_MS } from "@/lib/navigation/slow-signal";
import { RUNTIME_PATHS as paths } from "@/lib/runtime-paths";

/**
 * Fetching the next page between pages, on Astro's public API: in `astro:before-preparation`
 * the runtime replaces the router's loader (docs/behaviour.md#page-data-and-its-failures).
 * A failed fetch is retried, then the page is loaded in full; a 404 is checked with HEAD
 * before the not-found page is shown; a 500 shows the 500 page; an answer that is not a page
 * shows the not-found page; a page of a newer build is loaded in full. `event.preventDefault()`
 * is how a loader asks Astro for a full load.
 */

const meta = (doc: Document, name: string) =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
const identityOf = (doc: Document) => ({
  build: meta(doc, "build-id"),
  path: meta(doc, "page-path"),
});

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

async function fetchWithRetries(url: string, signal: AbortSignal): Promise<Response> {
  for (let retries = 0; ; retries++) {
    let failure: unknown;
    try {
      const response = await fetch(url, { signal, headers: { accept: "text/html" } });
      if (!isRetriedStatus(response.status)) return response;
      failure = new Error(`HTTP ${response.status}`);
    } catch (error) {
      failure = error;
    }
    if (signal.aborted || !shouldRetry(retries, navigator.onLine)) throw failure;
    await new Promise((resolve) => setTimeout(resolve, retryDelay(retries + 1)));
  }
}

const answerOf = (response: Response) => ({
  status: response.status,
  contentType: response.headers.get("content-type"),
});

/** A page shown in place of the one asked for (the 404 or 500 page), at the address asked for. */
async function standIn(path: string, signal: AbortSignal): Promise<Document> {
  const response = await fetch(path, { signal });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return parse(await response.text());
}

/** Astro's own loader waits for the new page's stylesheets: so does this one. */
async function stylesheetsReady(doc: Document): Promise<void> {
  const loaded = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href),
  );
  const fresh = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => new URL(link.getAttribute("href") ?? "", location.href).href)
    .filter((href) => !loaded.has(href));
  await Promise.all(
    fresh.map(
      (href) =>
        new Promise<void>((done) => {
          const preload = document.createElement("link");
          preload.rel = "preload";
          preload.as = "style";
          preload.href = href;
          preload.onload = preload.onerror = () => done();
          document.head.append(preload);
        }),
    ),
  );
}

/** The slow-load signal: shown when a navigation takes longer than a second, back and forward too. */
function slowSignal(): () => void {
  const set = (active: boolean) => {
    document
      .querySelector("[data-navigation-progress]")
      ?.setAttribute("data-active", String(active));
    const status = document.querySelector("[data-navigation-status]");
    // The text is the page's own, in the site's language (NavigationProgress).
    if (status) status.textContent = active ? (status.getAttribute("data-loading-text") ?? "") : "";
  };
  const timer = setTimeout(() => set(true), SLOW_NAVIGATION_MS);
  return () => {
    clearTimeout(timer);
    set(false);
  };
}

export function installLoader(onNavigate: (target: string | null) => void): void {
  document.addEventListener("astro:before-preparation", (event) => {
    const navigation = event as TransitionBeforePreparationEvent;
    const target = navigation.to.href;
    onNavigate(target);
    // The category menu is a popover of the page: a new page closes it.
    for (const open of document.querySelectorAll<HTMLElement>("[popover]:popover-open"))
      open.hidePopover();
    const stop = slowSignal();
    // Once, by whichever comes first: the new page shown, this navigation given up or replaced.
    const done = () => {
      document.removeEventListener("astro:after-swap", done);
      navigation.signal.removeEventListener("abort", done);
      stop();
      onNavigate(null);
    };
    document.addEventListener("astro:after-swap", done);
    navigation.signal.addEventListener("abort", done);
    const fullLoad = () => {
      done();
      navigation.preventDefault();
    };

    navigation.loader = async () => {
      const { signal } = navigation;
      let response: Response;
      let text: string;
      try {
        response = await fetchWithRetries(target, signal);
        text = await response.text();
      } catch {
        return fullLoad();
      }
      let parsed: Document | undefined;
      const fetched = () => (parsed ??= parse(text));
      // The address answered, after any redirect the host made (a trailing slash removed).
      const answered = new URL(response.url || target).pathname;
      const outcome = classifyPage(
        answerOf(response),
        { build: meta(document, "build-id"), path: answered },
        () => identityOf(fetched()),
      );
      let doc: Document;
      try {
        switch (outcome) {
          case "new-build":
          case "retry":
            return fullLoad();
          case "check-exists": {
            const head = await fetch(target, { method: "HEAD", signal }).catch(() => null);
            // The page exists after all (a deploy still uploading): never a false not-found.
            if (head?.ok) return fullLoad();
            // The host's 404 answer is our not-found page, or else fetched as one.
            doc =
              identityOf(fetched()).path === paths.notFoundPage
                ? fetched()
                : await standIn(paths.notFoundPage, signal);
            break;
          }
          case "server-error":
            doc = await standIn(paths.serverError, signal);
            break;
          case "not-found":
            doc = await standIn(paths.notFoundPage, signal);
            break;
          case "ok":
            doc = fetched();
        }
      } catch {
        // The stand-in page could not be fetched either (offline, say): the browser's own load.
        return fullLoad();
      }
      await stylesheetsReady(doc);
      navigation.newDocument = doc;
    };
  });
}
