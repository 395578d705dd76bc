/**
 * Turkish-aware text folding for matching. Readers type "sac bakimi" for
 * "Saç Bakımı" and "ISIK" for "Işık": both must meet in one folded form.
 */

const DIACRITIC_FOLD: Record<string, string> = {
  ç: "c",
  ğ: "g",
  ı: "i",
  ö: "o",
  ş: "s",
  ü: "u",
  â: "a",
  î: "i",
  û: "u",
};

/** Lower-cases with Turkish rules: `I` → `ı`, `İ` → `i` (never the dotted-i-plus-combining-dot of `toLowerCase()`). */
export function turkishLowerCase(text: string): string {
  return text.toLocaleLowerCase("tr-TR");
}

/**
 * Folds text to a comparison key: Turkish lower case, Turkish letters to their
 * ASCII base, any other combining mark removed, runs of whitespace collapsed.
 */
export function foldTurkish(text: string): string {
  const lowered = turkishLowerCase(text.normalize("NFC"));
  let out = "";
  for (const ch of lowered) out += DIACRITIC_FOLD[ch] ?? ch;
  return out
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/\s+/gu, " ")
    .trim();
}
