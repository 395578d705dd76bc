import type { ReactNode } from "react";
import styles from "./error-view.module.css";

interface Props {
  code: "404" | "500";
  title: string;
  message: string;
  /** Actions: a link home, a retry button. */
  children: ReactNode;
}

/** The body of the not-found and error pages. */
export function ErrorView({ code, title, message, children }: Props) {
  return (
    <div className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
