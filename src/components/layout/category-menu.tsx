"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { SiteLink as Link } from "@/components/ui/site-link";
import styles from "./category-menu.module.css";
import type { MenuCategory } from "./menu-types";

/**
 * Two-level category menu. Wide screens: a dropdown panel with every category and its
 * subcategories. Narrow screens (576px or less, in CSS): a popover with inline sub-menus
 * that open one at a time and a 'Tümünü gör' link to the category page.
 */
export function CategoryMenu({ categories }: { categories: readonly MenuCategory[] }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const panelId = useId();

  // A navigation (to any page) ends with the menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    setOpen(false);
    setExpanded(null);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <nav ref={rootRef} className={styles.nav} aria-label="Kategori menüsü">
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
          <path
            d="M4 7h16M4 12h16M4 17h10"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            fill="none"
          />
        </svg>
        <span>Kategoriler</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul className={styles.columns}>
          {categories.map((category) => {
            const isExpanded = expanded === category.path;
            const listId = `${panelId}-${category.path.slice(1)}`;
            return (
              <li key={category.path} className={styles.column}>
                <div className={styles.categoryRow}>
                  <Link href={category.path} className={styles.categoryLink} onClick={close}>
                    {category.title}
                  </Link>
                  <button
                    type="button"
                    className={styles.expand}
                    aria-expanded={isExpanded}
                    aria-controls={listId}
                    onClick={() => setExpanded(isExpanded ? null : category.path)}
                  >
                    <span className="visually-hidden">{category.title} alt kategorileri</span>
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
                <ul id={listId} className={styles.sublist} data-expanded={isExpanded || undefined}>
                  {category.children.map((sub) => (
                    <li key={sub.path}>
                      <Link href={sub.path} className={styles.subLink} onClick={close}>
                        {sub.title}
                      </Link>
                    </li>
                  ))}
                  <li className={styles.more}>
                    <Link href={category.path} className={styles.subLink} onClick={close}>
                      Tümünü gör
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
