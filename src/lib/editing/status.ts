import { heldBack } from "@/lib/content/loading/article-dates";
import { DESK } from "./texts";

/**
 * An article's status as the desk shows it, in the list and above the form: a draft, planned
 * for a day, or published (on the first build after its date). Dates are the site's: Istanbul.
 */

const dayMonth = new Intl.DateTimeFormat("tr-TR", {
  timeZone: "Europe/Istanbul",
  day: "numeric",
  month: "long",
});
const year = new Intl.DateTimeFormat("en", { timeZone: "Europe/Istanbul", year: "numeric" });

/** "15 Aralık", with the year when it is not this year's: "15 Ocak 2027". */
export function shortDay(iso: string, now: Date): string {
  const date = new Date(iso);
  const day = dayMonth.format(date);
  return year.format(date) === year.format(now) ? day : `${day} ${year.format(date)}`;
}

/** A date as the files write it (`2025-12-15` or a date-time) as an instant; null when it is not one. */
export function dateOf(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T00:00:00Z` : value.trim();
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

export type Status =
  | { kind: "draft"; label: string }
  | { kind: "scheduled"; label: string; day: string }
  | { kind: "published"; label: string };

export function publicationStatus(data: Record<string, unknown>, now: Date): Status {
  const date = dateOf(data.date);
  const held = heldBack({ date: date ?? now.toISOString(), draft: data.draft === true }, now);
  if (held === "draft") return { kind: "draft", label: DESK.status.draft };
  if (held === "scheduled" && date) {
    const day = shortDay(date, now);
    return { kind: "scheduled", label: DESK.status.scheduled(day), day };
  }
  return { kind: "published", label: DESK.status.published };
}

/** The list's marker: "Taslak", "Planlı: 15 Aralık"; "" for a published article. */
export function statusLabel(data: Record<string, unknown>, now: Date): string {
  const status = publicationStatus(data, now);
  return status.kind === "published" ? "" : status.label;
}
