/**
 * 1: the title contains every typed word (the all-words rule, docs/behaviour.md#search-rules); 2: every word matches a title word
 * by its stem; 3: words match anywhere (title, category names, description, headings).
 */
export type Tier = 1 | 2 | 3;

export interface ArticleHit {
  id: number;
  tier: Tier;
  /** Topic words matched anywhere. */
  matched: number;
  /** Words matched at the start of a title word. */
  starts: number;
  /** Words matched in the title or a category name (not only in the description or headings). */
  named: number;
}

const FIELD = 64;
const ID_SPAN = 2 ** 22;
const capped = (n: number) => (n < FIELD ? n : FIELD - 1);

/**
 * The best hits so far, each kept as one number that sorts as the ranking does: tier, then
 * more words matched, then more at the start of a title word, then more in the title or a
 * category's name, then the newest (the lowest position). Thousands of candidates a keystroke
 * cost a comparison each, and no allocation.
 */
export class TopHits {
  private readonly keys: number[] = [];

  constructor(private readonly limit: number) {}

  add(tier: Tier, matched: number, starts: number, named: number, id: number): void {
    const order =
      (((3 - tier) * FIELD + capped(matched)) * FIELD + capped(starts)) * FIELD + capped(named);
    const key = order * ID_SPAN + (ID_SPAN - 1 - id);
    const { keys, limit } = this;
    if (keys.length === limit && key <= (keys[limit - 1] ?? 0)) return;
    let at = keys.length;
    while (at > 0 && key > (keys[at - 1] ?? 0)) at--;
    keys.splice(at, 0, key);
    if (keys.length > limit) keys.pop();
  }

  hits(): ArticleHit[] {
    return this.keys.map((key) => {
      let order = Math.floor(key / ID_SPAN);
      const id = ID_SPAN - 1 - (key % ID_SPAN);
      const named = order % FIELD;
      order = Math.floor(order / FIELD);
      const starts = order % FIELD;
      order = Math.floor(order / FIELD);
      const matched = order % FIELD;
      const tier = (3 - Math.floor(order / FIELD)) as Tier;
      return { id, tier, matched, starts, named };
    });
  }
}
