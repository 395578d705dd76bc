import type { ReactNode } from "react";
import { SiteLink as Link } from "@/components/ui/site-link";
import type { CategoryNode, Site } from "@/lib/content/types";
import type { Dictionary } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import { CategoryMenu } from "./category-menu";
import type { MenuCategory } from "./menu-types";
import styles from "./site-header.module.css";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader({
  t,
  site,
  categories,
  hasOther,
  searchBox,
}: {
  t: Dictionary;
  site: Site;
  categories: readonly CategoryNode[];
  /** Whether a category has articles under `other`: the menu then links its group. */
  hasOther: (categoryKey: string) => boolean;
  /** The search box island (`SearchBox`), placed by the page layer that hydrates it. */
  searchBox: ReactNode;
}) {
  const menu: MenuCategory[] = categories.map((c) => ({
    title: c.title,
    path: c.path,
    children: [
      ...c.children.map((s) => ({ title: s.title, path: s.path })),
      ...(hasOther(c.key) ? [{ title: t.other, path: paths.otherGroup(c.path) }] : []),
    ],
  }));
  return (
    <header className={styles.header} data-print="hide">
      <div className={`container ${styles.bar}`}>
        <Link href={paths.home} className={styles.brand} aria-label={t.shell.home(site.title)}>
          <img
            src={site.logo.src}
            width={site.logo.width}
            height={site.logo.height}
            alt=""
            className={styles.logo}
          />
          <span className={styles.wordmark}>{site.title}</span>
        </Link>
        <CategoryMenu t={t} categories={menu} />
        <div className={styles.tools}>
          {searchBox}
          <ThemeToggle t={t} />
        </div>
      </div>
    </header>
  );
}
