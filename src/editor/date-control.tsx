import { useState } from "react";
import { editorDay } from "@/lib/content/editorial/entry-rules/editor-day";
import { DESK } from "@/lib/editing/texts";
import type { ControlProps } from "./checked";

/**
 * A date field in the site's terms: typed or picked as a Turkish date (GG.AA.YYYY), saved as the
 * files write it (`2025-12-15`), and said back in words in the site's time zone (Istanbul),
 * whatever the browser's language or zone. A date-time a file already has stays as it was
 * until the editor changes it.
 */

/** Today in Istanbul, as the files write it. */
const istanbulToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const TURKISH_DAY = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/;

/** The day a text names, as `YYYY-MM-DD`; null when it names none. */
export function parseDay(text: string): string | null {
  const turkish = TURKISH_DAY.exec(text);
  const iso = ISO_DAY.exec(text.trim());
  const [year, month, day] = turkish
    ? [turkish[3], turkish[2], turkish[1]]
    : iso
      ? [iso[1], iso[2], iso[3]]
      : [];
  if (!year || !month || !day) return null;
  const value = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** `2025-12-15` → `15.12.2025`, as the field shows it. */
export const shownDay = (value: string) => {
  const match = ISO_DAY.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
};

const weekday = new Intl.DateTimeFormat("tr-TR", { timeZone: "Europe/Istanbul", weekday: "long" });

export function DateControl({ value, onChange, forID, classNameWrapper, field }: ControlProps) {
  const stored = typeof value === "string" ? value : "";
  const [text, setText] = useState(shownDay(stored));
  // A value set from outside (a duplicate, a loaded entry) replaces what is typed.
  const [seen, setSeen] = useState(stored);
  if (stored !== seen) {
    setSeen(stored);
    if (parseDay(text) !== parseDay(stored)) setText(shownDay(stored));
  }
  const day = parseDay(text);
  const change = (next: string) => {
    setText(next);
    const parsed = parseDay(next);
    onChange(parsed ?? next);
  };
  const instant = day ? `${day}T00:00:00Z` : null;
  const future =
    instant !== null && field.get("name") === "date" && Date.parse(instant) > Date.now();
  return (
    <div className={classNameWrapper}>
      <div className="desk-date">
        <input
          id={forID}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={DESK.date.placeholder}
          value={text}
          onChange={(e) => change(e.target.value)}
          onBlur={() => day && setText(shownDay(day))}
        />
        <button type="button" onClick={() => change(shownDay(istanbulToday()))}>
          {DESK.date.today}
        </button>
        <button type="button" onClick={() => change("")}>
          {DESK.date.clear}
        </button>
      </div>
      <p className="desk-date-words" aria-live="polite">
        {text.trim() === ""
          ? ""
          : instant
            ? `${DESK.date.explain(`${editorDay(instant)} ${weekday.format(new Date(instant))}`)}${future ? ` · ${DESK.date.future}` : ""}`
            : DESK.date.invalid}
      </p>
    </div>
  );
}
