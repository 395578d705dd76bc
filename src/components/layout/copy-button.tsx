"use client";

import { useEffect, useState } from "react";
import styles from "./copy-button.module.css";

/** How long the "copied" confirmation stays (docs/behaviour.md#copy-confirmation). */
export const COPY_CONFIRMATION_MS = 3000;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

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
      <span className={state === "idle" ? undefined : "visually-hidden"}>{label}</span>
      <span role="status" className={styles.status}>
        {state === "copied" ? "Kopyalandı" : state === "failed" ? "Kopyalanamadı" : ""}
      </span>
    </button>
  );
}
