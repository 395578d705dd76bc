import type { ReactNode } from "react";
import { SiteLink } from "@/components/ui/site-link";
import styles from "./section.module.css";

interface Props {
  title: string;
  id: string;
  more?: { href: string; label: string };
  children: ReactNode;
}

/** A titled block of a listing page, with an optional "see all" link. */
export function Section({ title, id, more, children }: Props) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {more && (
          <SiteLink href={more.href} className={styles.more}>
            {more.label}
          </SiteLink>
        )}
      </div>
      {children}
    </section>
  );
}
