/** File types served as files, not pages: the browser loads them itself. */
const FILE_EXTENSION = /\.(?:xml|json|txt|png|jpe?g|webp|avif|svg|ico|pdf|webmanifest|js|css)$/i;

interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * The site path a click should navigate to inside the app, or null when the browser should
 * handle it (new tab, download, another origin, a file, an in-page anchor, a modified click).
 */
export function clientNavigationTarget(
  event: ClickLike,
  current: { origin: string; pathname: string; search: string },
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const target = anchor.getAttribute("target");
  if ((target && target !== "_self") || anchor.hasAttribute("download")) return null;
  if (anchor.dataset.fullLoad !== undefined) return null;
  let url: URL;
  try {
    url = new URL(
      anchor.getAttribute("href") ?? "",
      `${current.origin}${current.pathname}${current.search}`,
    );
  } catch {
    return null;
  }
  if (url.origin !== current.origin || FILE_EXTENSION.test(url.pathname)) return null;
  // Same page with only a fragment: the browser scrolls to the anchor without a navigation.
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
