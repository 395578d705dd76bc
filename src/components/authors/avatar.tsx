import { ResponsiveImage } from "@/components/media/responsive-image";
import type { Author } from "@/lib/content/types";
import styles from "./avatar.module.css";

export function Avatar({ author, size = "md" }: { author: Author; size?: "sm" | "md" | "lg" }) {
  const sizes = { sm: "3rem", md: "4.5rem", lg: "8rem" }[size];
  return (
    <span className={`${styles.avatar} ${styles[size]}`}>
      {author.avatar ? (
        <ResponsiveImage image={author.avatar} sizes={sizes} className={styles.image} />
      ) : (
        <span aria-hidden="true" className={styles.initials}>
          {initials(author.name)}
        </span>
      )}
    </span>
  );
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "";
  return (first + last).toLocaleUpperCase("tr-TR");
}
