import { useEffect, useState } from "react";
import { COPY_TEXT } from "@/lib/i18n/islands";
import type { Language } from "@/lib/i18n/languages";
import styles from "./copy-button.module.css";

/** How long the "copied" confirmation stays (docs/behaviour.md#copy-confirmation). */
export const COPY_CONFIRMATION_MS = 3000;

/** Copies `text`; an island, so it gets the site's language and reads its own texts. */
export function CopyButton({ text, language }: { text: string; language: Language }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const words = COPY_TEXT[language];

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => {
        navigator.clipboard?.writeText(text).then(
          () => setState("copied"),
          () => setState("failed"),
        ) ?? setState("failed");
      }}
    >
      <span className={state === "idle" ? undefined : "visually-hidden"}>{words.copy}</span>
      <span role="status" className={styles.status}>
        {state === "copied" ? words.copied : state === "failed" ? words.failed : ""}
      </span>
    </button>
  );
}
