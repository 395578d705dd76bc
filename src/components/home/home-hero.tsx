import { ArticleCard } from "@/components/articles/article-card";
import type { ArticleSummary } from "@/lib/content/types";
import type { Dictionary } from "@/lib/i18n";
import styles from "./home-hero.module.css";

/** 'En Büyük Hikayeler': the top stories, one lead story and the rest beside it, all large cards. */
export function HomeHero({ t, articles }: { t: Dictionary; articles: readonly ArticleSummary[] }) {
  const [lead, ...rest] = articles;
  if (!lead) return null;
  return (
    <section aria-labelledby="en-buyuk-hikayeler" className={styles.hero}>
      <h2 id="en-buyuk-hikayeler" className={`eyebrow ${styles.heading}`}>
        {t.home.topStories}
      </h2>
      <div className={styles.layout}>
        <div className={styles.lead}>
          <ArticleCard t={t} article={lead} variant="large" priority />
        </div>
        <ul className={styles.side}>
          {rest.map((article, i) => (
            <li key={article.slug}>
              <ArticleCard
                t={t}
                article={article}
                variant="large"
                showDescription={false}
                sizes={
                  i === 0
                    ? "(max-width: 1024px) 100vw, 520px"
                    : "(max-width: 576px) 100vw, (max-width: 1024px) 50vw, 260px"
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
