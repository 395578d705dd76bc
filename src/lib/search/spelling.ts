import type { ParsedQuery } from "./query";
import type { Needs, SearchSource } from "./source";

/** Whether two words are at most one edit apart: a letter changed, added, dropped or swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * For a query that found nothing: each word of 4+ letters that no title word matches, replaced
 * by the start of the most common title word one edit away (same first letter: a slip rarely
 * hits the first key).
 */
export function corrections(
  index: SearchSource,
  query: ParsedQuery,
  needs: Needs,
): Map<string, string> {
  const fixes = new Map<string, string>();
  for (const term of query.terms) {
    const { folded } = term;
    if (folded.length < 4 || index.titleIds(term, needs).some((ids) => ids.length > 0)) continue;
    let best = "";
    let bestCount = 0;
    index.eachWord(folded[0] ?? "", needs, (word, used) => {
      for (const length of [folded.length, folded.length + 1, folded.length - 1]) {
        const start = word.slice(0, length);
        if (start.length !== length || start === folded || !oneEditApart(folded, start)) continue;
        if (used > bestCount) {
          best = start;
          bestCount = used;
        }
        break;
      }
    });
    if (best) fixes.set(folded, best);
  }
  return fixes;
}
