import { SiteLink } from "@/components/ui/site-link";
import type { Author } from "@/lib/content/types";
import styles from "./author-card.module.css";
import { Avatar } from "./avatar";

/** An author in a list: one link to their page. */
export function AuthorCard({ author, articleCount }: { author: Author; articleCount?: number }) {
  return (
    <article className={styles.card}>
      <Avatar author={author} />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <SiteLink href={author.path} className={styles.link}>
            {author.name}
          </SiteLink>
        </h3>
        <p className={styles.role}>{author.role}</p>
        {articleCount !== undefined && <p className={styles.count}>{articleCount} yazı</p>}
      </div>
    </article>
  );
}
