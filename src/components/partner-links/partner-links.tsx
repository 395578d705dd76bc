import { classes } from "@/components/ui/classes";
import type { Site } from "@/lib/content/types";
import { dictionary } from "@/lib/i18n";
import styles from "./partner-links.module.css";

export type PartnerLinksVariant = "inline" | "list" | "block";

interface Props {
  site: Site;
  /** Sanitized at build (src/lib/content/loading/partner-links.ts): links and inline text only. */
  links: readonly string[];
  variant?: PartnerLinksVariant;
  /** Show at most this many links. */
  limit?: number;
}

/** Sponsored links for the current page, headed in the site's language (docs/behaviour.md#partner-links). */
export function PartnerLinks({ site, links, variant = "block", limit }: Props) {
  const present = links.filter((link) => link.length > 0);
  const shown = limit === undefined ? present : present.slice(0, Math.max(0, limit));
  if (shown.length === 0) return null;
  const heading = dictionary(site.language).partnerLinks;
  const html = (link: string) => ({ __html: link });
  if (variant === "inline") {
    return (
      <p className={styles.inline} data-print="hide" data-partner-links="inline">
        <span className={`eyebrow-muted ${styles.label}`}>{heading}: </span>
        {shown.map((link, i) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized to an allow-list at build
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static
          <span key={i} className={styles.item} dangerouslySetInnerHTML={html(link)} />
        ))}
      </p>
    );
  }
  return (
    <aside
      className={classes(styles.box, variant === "list" && styles.list)}
      aria-label={heading}
      data-print="hide"
      data-partner-links={variant}
    >
      <p className={`eyebrow-muted ${styles.label}`}>{heading}</p>
      <ul>
        {shown.map((link, i) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized to an allow-list at build
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static
          <li key={i} dangerouslySetInnerHTML={html(link)} />
        ))}
      </ul>
    </aside>
  );
}
