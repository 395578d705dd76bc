import type { ReactNode } from "react";
import styles from "./page-header.module.css";

interface Props {
  title: string;
  eyebrow?: string;
  description?: string;
  children?: ReactNode;
}

/** The opening of a listing or static page: eyebrow, title, description. */
export function PageHeader({ title, eyebrow, description, children }: Props) {
  return (
    <header className={styles.header}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </header>
  );
}
