/**
 * `next build` writes a few head tags where the page's parts happened to finish rendering: the
 * image preloads (the header's logo, the page's hero image) and the font size-adjust marker
 * swap places from one build to the next when the machine is busy. A rebuild would then change
 * pages whose content did not change, and a deploy would upload them again. This step gives
 * those tags one fixed place and order: before the first stylesheet, the hero image (the one
 * fetched at high priority) first, so it is also the first image the browser asks for.
 */
const IMAGE_PRELOAD = /<link rel="preload"[^>]* as="image"[^>]*\/>/g;
const SIZE_ADJUST = /<meta name="next-size-adjust"[^>]*\/>/g;
const FIRST_STYLESHEET = /<link rel="stylesheet"/;

function highPriorityFirst(a: string, b: string): number {
  const rank = (tag: string) => (tag.includes('fetchPriority="high"') ? 0 : 1);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** `html` with its image preloads and size-adjust marker in one fixed place and order. */
export function withSteadyHeadOrder(html: string): string {
  const end = html.indexOf("</head>");
  if (end < 0) return html;
  const head = html.slice(0, end);
  const images = head.match(IMAGE_PRELOAD) ?? [];
  const markers = head.match(SIZE_ADJUST) ?? [];
  if (images.length + markers.length === 0) return html;
  const rest = head.replace(IMAGE_PRELOAD, "").replace(SIZE_ADJUST, "");
  const block = [...images.sort(highPriorityFirst), ...markers].join("");
  const stylesheet = FIRST_STYLESHEET.exec(rest);
  const at = stylesheet ? stylesheet.index : rest.length;
  return `${rest.slice(0, at)}${block}${rest.slice(at)}${html.slice(end)}`;
}
