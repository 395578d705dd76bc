import { needsConsent, sendsAbroad } from "./counter";
import { ANALYTICS_PROVIDERS, type Analytics } from "./settings";

/**
 * The parts of a static page that hold for one kind of visitor counter only. The editor marks
 * them in the page's Markdown, each on lines of their own:
 *
 *     ::: analytics liveinternet
 *     Text about LiveInternet, its cookie and the transfer to Russia.
 *     :::
 *
 * The build keeps a block when every word after `analytics` holds for the site's counter and
 * drops it otherwise, markers and all, before the Markdown is rendered; the rest of the page is
 * the same for every site. So the privacy policy stays one file an editor can edit, and a site
 * never states what its counter does not do (content/README.md, "Counter-dependent text").
 */

/** The words a block may name, and what each means. */
export const BLOCK_WORDS = [
  ...ANALYTICS_PROVIDERS,
  /** Any counter at all. */
  "counter",
  /** The counter runs only after the reader consents. */
  "consent",
  /** The counter runs without asking (legitimate interest), as a counter. */
  "no-consent",
  /** The counter's data leaves Türkiye. */
  "abroad",
  /** A counter whose data stays in Türkiye. */
  "domestic",
] as const;
type BlockWord = (typeof BLOCK_WORDS)[number];

/** The words that hold for a site's counter. */
export function wordsThatHold(analytics: Analytics): ReadonlySet<BlockWord> {
  const holds = new Set<BlockWord>([analytics.provider]);
  if (analytics.provider !== "none") {
    holds.add("counter");
    holds.add(needsConsent(analytics) ? "consent" : "no-consent");
    holds.add(sendsAbroad(analytics) ? "abroad" : "domestic");
  }
  return holds;
}

const OPEN = /^:::[ \t]*analytics\b(.*)$/;
const CLOSE = /^:::[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The Markdown with the blocks that do not hold removed; problems name the body's line. */
export function selectCounterBlocks(
  markdown: string,
  analytics: Analytics,
): { markdown: string; problems: string[] } {
  const holds = wordsThatHold(analytics);
  const problems: string[] = [];
  const kept: string[] = [];
  let open: { line: number; keep: boolean } | null = null;
  let fence: string | null = null;
  markdown.split("\n").forEach((text, index) => {
    const line = index + 1;
    // Inside a code sample, a marker is an example of one, shown as written.
    const fenceMark = FENCE.exec(text)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) {
      fence = fence === null ? fenceMark : null;
    } else if (fence === null) {
      const opening = OPEN.exec(text);
      if (opening) {
        const words = (opening[1] ?? "").trim().split(/\s+/).filter(Boolean);
        const unknown = words.filter((w) => !(BLOCK_WORDS as readonly string[]).includes(w));
        if (words.length === 0 || unknown.length > 0)
          problems.push(
            `line ${line}: "${text.trim()}" must name what the block needs, from: ${BLOCK_WORDS.join(", ")}${unknown.length > 0 ? ` (unknown: ${unknown.join(", ")})` : ""}`,
          );
        if (open)
          problems.push(
            `line ${line}: a counter block opens inside the one opened on line ${open.line}; close that one first with ":::"`,
          );
        open = { line, keep: words.every((w) => holds.has(w as BlockWord)) };
        return;
      }
      if (CLOSE.test(text)) {
        if (!open) problems.push(`line ${line}: ":::" closes no counter block`);
        open = null;
        return;
      }
    }
    if (!open || open.keep) kept.push(text);
  });
  const unclosed = open as { line: number } | null;
  if (unclosed)
    problems.push(`line ${unclosed.line}: the counter block opened here is not closed with ":::"`);
  return { markdown: kept.join("\n"), problems };
}
