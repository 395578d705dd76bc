/**
 * What the navigation runtime does with the answer to a page fetch
 * (docs/behaviour.md#page-data-and-its-failures). Between pages the runtime fetches the next
 * page's HTML itself; these rules decide, and src/astro/runtime/loader.ts applies them.
 */

/** Retries of a failed page fetch before the page is loaded in full. */
export const PAGE_RETRIES = 3;

export type PageOutcome =
  /** Show it. */
  | "ok"
  /** 404: ask the server with HEAD whether the page exists after all (a deploy still uploading). */
  | "check-exists"
  /** Show the 500 page at the requested address. */
  | "server-error"
  /** Not a page of this site: show the not-found page at the requested address. */
  | "not-found"
  /** Another failure: try again, then load in full. */
  | "retry"
  /** A page of another build: load it in full, so old and new scripts never meet in one tab. */
  | "new-build";

/** What every page says about itself in its head: its build and its own address. */
export interface PageIdentity {
  build: string | null;
  path: string | null;
}

const samePath = (a: string, b: string) => {
  try {
    return decodeURI(a) === decodeURI(b);
  } catch {
    return a === b;
  }
};

/**
 * @param requested the build of the page open now and the address asked for
 * @param fetched reads the answer's identity (parsed only when the answer is a page)
 */
export function classifyPage(
  answer: { status: number; contentType: string | null },
  requested: { build: string | null; path: string },
  fetched: () => PageIdentity,
): PageOutcome {
  const { status } = answer;
  if (status === 404 || status === 410) return "check-exists";
  if (status === 500) return "server-error";
  if (isRetriedStatus(status)) return "retry";
  if (!/^text\/html\b/i.test(answer.contentType ?? "")) return "not-found";
  const page = fetched();
  // Not this page of this site: a host's stand-in (an app shell answered for every address,
  // a parked domain's page) must not show as the page asked for.
  if (page.path === null || !samePath(page.path, requested.path)) return "not-found";
  return requested.build && page.build !== requested.build ? "new-build" : "ok";
}

/** A failure worth another try: any answer but success, not found and a server error. */
export function isRetriedStatus(status: number): boolean {
  return (status < 200 || status > 299) && ![404, 410, 500].includes(status);
}

/**
 * Whether a failed fetch is tried again: up to `PAGE_RETRIES` times, and not at all while the
 * browser knows it is offline (the full load that follows reaches the service worker's copy
 * or its offline page).
 */
export function shouldRetry(retriesDone: number, online: boolean): boolean {
  return online && retriesDone < PAGE_RETRIES;
}

/** Wait before retry n (1-based): 200, 400, 800 ms. */
export function retryDelay(retry: number): number {
  return 200 * 2 ** (retry - 1);
}
