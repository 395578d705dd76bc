import { SiteLink } from "@/components/ui/site-link";
import type { Author } from "@/lib/content/types";
import type { Dictionary } from "@/lib/i18n";
import styles from "./author-card.module.css";
import { Avatar } from "./avatar";

/** An author in a list: one link to their page. */
export function AuthorCard({
  t,
  author,
  articleCount,
  headingLevel = 3,
}: {
  t: Dictionary;
  author: Author;
  articleCount?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <Avatar author={author} locale={t.locale} />
      <div className={styles.body}>
        <Heading className={styles.name}>
          <SiteLink href={author.path} className={styles.link}>
            {author.name}
          </SiteLink>
        </Heading>
        <p className={styles.role}>{author.role}</p>
        {articleCount !== undefined && (
          <p className={styles.count}>{t.listing.articleCount(articleCount)}</p>
        )}
      </div>
    </article>
  );
}
