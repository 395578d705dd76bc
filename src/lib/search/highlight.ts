import type { ParsedQuery } from "./query";
import { type QueryTerm, termMatchesWord } from "./term";
import { wordSpans } from "./words";

export interface Segment {
  text: string;
  mark: boolean;
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/**
 * The text cut into marked and unmarked parts: every typed word found at the start of a word
 * (anywhere, when `anywhere`: an all-words match), and whole words that match by stem.
 * `keys` are the stem keys of the text's words, from the index.
 */
export function highlight(
  text: string,
  query: ParsedQuery,
  keys: readonly string[],
  anywhere: boolean,
): Segment[] {
  const source = text.normalize("NFC");
  const { folded, origins } = query.language.foldWithOrigins(source);
  // A word typed in a language matched inside words (Korean) is marked where it is found.
  const inside = anywhere || query.terms.some((term) => term.kind === "inside");
  const ranges: [number, number][] = [];
  for (const word of query.words) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
      if (inside || !isWordChar(folded[at - 1])) ranges.push([at, at + word.length]);
    }
  }
  const spans = wordSpans(folded);
  const aligned = spans.length === keys.length;
  spans.forEach((span, i) => {
    const key = aligned ? (keys[i] ?? "") : "";
    // Words matched inside are marked by the loop above, not as the whole word around them.
    const matches = (term: QueryTerm) =>
      term.kind !== "inside" && termMatchesWord(term, span.word, key);
    if (query.terms.some(matches)) ranges.push([span.start, span.end]);
  });
  ranges.sort((a, b) => a[0] - b[0]);

  const segments: Segment[] = [];
  let done = 0;
  const push = (from: number, to: number, mark: boolean) => {
    const piece = source.slice(origins[from] ?? source.length, origins[to] ?? source.length);
    const last = segments.at(-1);
    if (last && last.mark === mark) last.text += piece;
    else if (piece) segments.push({ text: piece, mark });
  };
  for (const [start, end] of ranges) {
    if (end <= done) continue;
    const from = Math.max(start, done);
    push(done, from, false);
    push(from, end, true);
    done = end;
  }
  push(done, folded.length, false);
  return segments;
}
