/**
 * "Ayşe Nur Yılmaz" → "AY": first letters of the first and last names, in the capitals of the
 * site's locale (BCP 47; Turkish `i` → `İ`).
 */
export function initials(name: string, locale: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "";
  return (first + last).toLocaleUpperCase(locale);
}
