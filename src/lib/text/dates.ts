/** Dates are formatted at build time, in Turkish, in Istanbul time: never on the client. */
const longDate = new Intl.DateTimeFormat("tr-TR", {
  timeZone: "Europe/Istanbul",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The first day the publication has content (docs/behaviour.md#content-dates). */
export const CONTENT_START_DATE = "2024-10-09T00:00:00Z";

export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** The current year in Istanbul, for the copyright line. */
export function currentYear(now: Date = new Date()): number {
  return Number(
    new Intl.DateTimeFormat("en", { timeZone: "Europe/Istanbul", year: "numeric" }).format(now),
  );
}
