import { SiteLink as Link } from "@/components/ui/site-link";
import type { Dictionary } from "@/lib/i18n";
import styles from "./category-menu.module.css";
import type { MenuCategory } from "./menu-types";

const PANEL_ID = "kategori-menusu";

/**
 * Two-level category menu, built on the browser's own popover: it opens, closes on Escape and
 * on a click outside, and returns focus to its button, with no JavaScript of its own, so it works
 * before the app's scripts have loaded. Wide screens: a dropdown panel with every category and
 * its subcategories. Narrow screens (576 px or less, in CSS): inline sub-menus that open one at
 * a time (the head script toggles them, see ./theme.ts) and a link to each category page
 * ('Tümünü gör'). Choosing a link closes the panel (./theme.ts), a link to the same page's
 * "Diğer" group included, and so does any navigation (src/astro/runtime/loader.ts).
 *
 * A client component with no state: only so that the page payload carries the compact menu
 * data (titles and paths) instead of the rendered markup of 49 links (about 16 KB per page).
 */
export function CategoryMenu({
  t,
  categories,
}: {
  t: Dictionary;
  categories: readonly MenuCategory[];
}) {
  return (
    <nav className={styles.nav} aria-label={t.shell.menu}>
      <button type="button" className={styles.toggle} popoverTarget={PANEL_ID}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
          <path
            d="M4 7h16M4 12h16M4 17h10"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            fill="none"
          />
        </svg>
        <span>{t.shell.categories}</span>
      </button>
      <div id={PANEL_ID} popover="auto" className={styles.panel}>
        <ul className={styles.columns}>
          {categories.map((category) => {
            const listId = `${PANEL_ID}-${category.path.slice(1)}`;
            return (
              <li key={category.path} className={styles.column}>
                <div className={styles.categoryRow}>
                  <Link href={category.path} className={styles.categoryLink}>
                    {category.title}
                  </Link>
                  <button
                    type="button"
                    className={styles.expand}
                    aria-expanded="false"
                    aria-controls={listId}
                    data-submenu-toggle=""
                    suppressHydrationWarning
                  >
                    <span className="visually-hidden">{t.shell.subcategories(category.title)}</span>
                    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                      <path
                        d="m6 9 6 6 6-6"
                        stroke="currentColor"
                        strokeWidth="2"
                        fill="none"
                        strokeLinecap="round"
                      />
                    </svg>
                  </button>
                </div>
                <ul id={listId} className={styles.sublist} suppressHydrationWarning>
                  {category.children.map((sub) => (
                    <li key={sub.path}>
                      <Link href={sub.path} className={styles.subLink}>
                        {sub.title}
                      </Link>
                    </li>
                  ))}
                  <li className={styles.more}>
                    <Link href={category.path} className={styles.subLink}>
                      {t.shell.seeAll}
                    </Link>
                  </li>
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
