import { SiteLink } from "@/components/ui/site-link";
import type { Author } from "@/lib/content/types";
import type { Dictionary } from "@/lib/i18n";
import styles from "./author-box.module.css";
import { Avatar } from "./avatar";

/** "About the author" under an article. */
export function AuthorBox({ t, author }: { t: Dictionary; author: Author }) {
  return (
    <aside className={styles.box} aria-labelledby="author-box-title">
      <Avatar author={author} locale={t.locale} size="md" />
      <div>
        <p className="eyebrow">{t.article.aboutAuthor}</p>
        <h2 id="author-box-title" className={styles.name}>
          <SiteLink href={author.path}>{author.name}</SiteLink>
        </h2>
        <p className={styles.role}>{author.role}</p>
        <p className={styles.bio}>{author.description}</p>
        <SiteLink href={author.path} className={styles.more}>
          {t.article.allByAuthor(author.name)}
        </SiteLink>
      </div>
    </aside>
  );
}
