import { ArticleGrid } from "@/components/articles/article-grid";
import { Breadcrumbs } from "@/components/page/breadcrumbs";
import { Section } from "@/components/page/section";
import type { ArticleSummary, Author } from "@/lib/content/types";
import { authorTrail } from "@/lib/seo/trails";
import styles from "./author-view.module.css";
import { Avatar } from "./avatar";

interface Props {
  author: Author;
  articles: readonly ArticleSummary[];
}

/** An author's page: avatar, biography, then every article they wrote. */
export function AuthorView({ author, articles }: Props) {
  const trail = authorTrail(author);
  return (
    <div className="container">
      <div className={styles.top}>
        <Breadcrumbs trail={trail} />
      </div>
      <header className={styles.profile}>
        <Avatar author={author} size="lg" />
        <div>
          <p className="eyebrow">{author.role}</p>
          <h1 className={styles.name}>{author.name}</h1>
          <p className={styles.bio}>{author.description}</p>
        </div>
      </header>
      <Section id="yazarin-yazilari" title={`${author.name} yazıları (${articles.length})`}>
        <ArticleGrid articles={articles} />
      </Section>
    </div>
  );
}
