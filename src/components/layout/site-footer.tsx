import type { ReactNode } from "react";
import { ConsentSettingsButton } from "@/components/consent/consent-settings-button";
import { SiteLink as Link } from "@/components/ui/site-link";
import { needsConsent } from "@/lib/analytics/counter";
import type { CategoryNode, Site } from "@/lib/content/types";
import type { Dictionary } from "@/lib/i18n";
import { INFO_LINKS } from "@/lib/paths";
import styles from "./site-footer.module.css";
import { SocialIcon } from "./social-icon";

/** A titled column of links; `children` are further list items after the links. */
function LinkColumn({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: readonly { href: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={`eyebrow-muted ${styles.heading}`}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

export function SiteFooter({
  t,
  site,
  categories,
  copyEmail,
  year,
}: {
  t: Dictionary;
  site: Site;
  categories: readonly CategoryNode[];
  /** The copyright line's year: the build's, so a rebuild of the same commit and date is the same. */
  year: number;
  /** The island that copies the site's address (`CopyButton`), placed by the page layer. */
  copyEmail: ReactNode;
}) {
  const social = [
    { kind: "video", href: site.social.video, label: "YouTube" },
    { kind: "network", href: site.social.network, label: "Facebook" },
    { kind: "photos", href: site.social.photos, label: "Instagram" },
  ] as const;
  return (
    <footer className={styles.footer} data-print="hide">
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <p className={styles.brand}>{site.title}</p>
          <p className={styles.tagline}>{site.tagline}</p>
          <p className={styles.note}>{t.footer.healthNote}</p>
        </div>
        <LinkColumn
          id="footer-categories"
          title={t.footer.categories}
          links={categories.map((c) => ({ href: c.path, label: c.title }))}
        />
        <LinkColumn
          id="footer-info"
          title={t.footer.info}
          links={INFO_LINKS.map((link) => ({ href: link.href, label: t.infoLinks[link.label] }))}
        >
          {/* Only a counter that asks first has a choice to change. */}
          {needsConsent(site.analytics) && (
            <li>
              <ConsentSettingsButton t={t} className={styles.linkButton} />
            </li>
          )}
        </LinkColumn>
        <div>
          <h2 className={`eyebrow-muted ${styles.heading}`}>{t.footer.contact}</h2>
          <ul className={styles.list}>
            <li className={styles.mail}>
              <a href={`mailto:${site.email}`}>{site.email}</a>
              {copyEmail}
            </li>
          </ul>
          <ul className={styles.social}>
            {social.map((item) => (
              <li key={item.kind}>
                <a href={item.href} rel="noopener me" target="_blank" className={styles.socialLink}>
                  <SocialIcon kind={item.kind} />
                  <span className="visually-hidden">{t.footer.social(site.title, item.label)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t.footer.copyright(site.title, year)}</p>
      </div>
    </footer>
  );
}
