import { CONTENT_START_DATE } from "@/lib/text/dates";
import { editorDay } from "../editorial/entry-rules/editor-day";

/** A date problem of an article, in English for the log and in Turkish for the editor. */
export interface DateProblem {
  field: "date" | "updated";
  message: string;
  tr: string;
}

/**
 * docs/behaviour.md#content-dates: the publication has content from 2024-10-09 (00:00 UTC) on,
 * and an update is never dated after the day of the build (a typo in the year would otherwise
 * sit at the top of every listing). An article's own `date` may be later: it is scheduled
 * (`heldBack`), not wrong.
 */
export function dateProblems(
  data: { date: string; updated?: string | undefined },
  now: Date,
): DateProblem[] {
  const start = Date.parse(CONTENT_START_DATE);
  const today = now.toISOString().slice(0, 10);
  const problems: DateProblem[] = [];
  for (const field of ["date", "updated"] as const) {
    const value = data[field];
    if (value === undefined) continue;
    const time = Date.parse(value);
    // As the editor wrote it: a plain date, or the full date-time with its offset.
    const shown = value.endsWith("T00:00:00Z") ? value.slice(0, 10) : value;
    if (time < start)
      problems.push({
        field,
        message: `${shown} is before the content start date ${CONTENT_START_DATE.slice(0, 10)}`,
        tr: `${editorDay(value)}, derginin ilk yayın gününden (${editorDay(CONTENT_START_DATE)}) önce: tarihi düzeltin.`,
      });
    if (field !== "updated" || time <= now.getTime()) continue;
    // On a scheduled article the update would turn into an error on publication day.
    const scheduled = Date.parse(data.date) > now.getTime();
    problems.push({
      field,
      message: scheduled
        ? `${shown}: an article scheduled for later has not been updated yet; remove the line`
        : `${shown} is in the future (the build's date is ${today})`,
      tr: scheduled
        ? "Henüz yayımlanmamış (planlı) bir yazı güncellenmiş olamaz: güncelleme tarihini silin."
        : `Güncelleme tarihi ileri bir gün olamaz (${editorDay(value)}); bugünü ya da geçmiş bir günü seçin.`,
    });
  }
  return problems;
}

/** Why an article is not published by a build at `now`: a draft, or dated later; else null. */
export function heldBack(
  data: { date: string; draft?: boolean | undefined },
  now: Date,
): "draft" | "scheduled" | null {
  if (data.draft) return "draft";
  return Date.parse(data.date) > now.getTime() ? "scheduled" : null;
}
