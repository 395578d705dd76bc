import { SiteLink } from "@/components/ui/site-link";
import type { Dictionary } from "@/lib/i18n";
import styles from "./breadcrumbs.module.css";

export interface Crumb {
  name: string;
  path: string;
}

/** The trail to the current page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ t, trail }: { t: Dictionary; trail: readonly Crumb[] }) {
  return (
    <nav aria-label={t.breadcrumbs.label} className={styles.nav} data-print="hide">
      <ol className={styles.list}>
        {trail.map((crumb, i) => (
          <li key={crumb.path}>
            {i < trail.length - 1 ? (
              <SiteLink href={crumb.path}>{crumb.name}</SiteLink>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
