import { ResponsiveImage } from "@/components/media/responsive-image";
import { classes } from "@/components/ui/classes";
import type { Author } from "@/lib/content/types";
import { initials } from "@/lib/text/initials";
import styles from "./avatar.module.css";

/** `locale`: the site's (BCP 47), whose capitals the initials take. */
export function Avatar({
  author,
  locale,
  size = "md",
}: {
  author: Author;
  locale: string;
  size?: "sm" | "md" | "lg";
}) {
  const sizes = { sm: "3rem", md: "4.5rem", lg: "8rem" }[size];
  return (
    <span className={classes(styles.avatar, styles[size])}>
      {author.avatar ? (
        <ResponsiveImage image={author.avatar} sizes={sizes} className={styles.image} />
      ) : (
        <span aria-hidden="true">{initials(author.name, locale)}</span>
      )}
    </span>
  );
}
