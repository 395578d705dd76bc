import { useEffect, useState } from "react";
import { OFFLINE_LIST_TEXT } from "@/lib/i18n/islands";
import type { Language } from "@/lib/i18n/languages";
import { CACHES, SAVED_PREFIX } from "@/lib/navigation/offline-cache";
import { articlePathOf, titleFromHtml } from "@/lib/navigation/offline-pages";
import styles from "./offline-view.module.css";

interface Entry {
  path: string;
  title: string;
}

/** The articles in some caches, newest first. */
async function articlesIn(cacheNames: string[]): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const cacheName of cacheNames) await collect(await caches.open(cacheName), entries);
  return entries;
}

async function collect(cache: Cache, entries: Entry[]): Promise<void> {
  for (const request of [...(await cache.keys())].reverse()) {
    const path = articlePathOf(request.url);
    const response = path ? await cache.match(request) : undefined;
    const title = response ? titleFromHtml(await response.text()) : null;
    if (path && title && !entries.some((e) => e.path === path)) entries.push({ path, title });
  }
}

/**
 * Lists what this device can read offline, read from the service worker's caches. An island:
 * it gets the site's language and reads its own texts.
 */
export function OfflineArticles({ language }: { language: Language }) {
  const text = OFFLINE_LIST_TEXT[language];
  const [lists, setLists] = useState<{ saved: Entry[]; visited: Entry[] } | null>(null);

  useEffect(() => {
    if (!window.caches) return setLists({ saved: [], visited: [] });
    const savedCaches = caches
      .keys()
      .then((names) => names.filter((name) => name.startsWith(SAVED_PREFIX)).reverse());
    Promise.all([savedCaches.then(articlesIn), articlesIn([CACHES.pages])]).then(
      ([saved, visited]) =>
        setLists({ saved, visited: visited.filter((v) => !saved.some((s) => s.path === v.path)) }),
      () => setLists({ saved: [], visited: [] }),
    );
  }, []);

  if (!lists) return null;
  if (lists.saved.length + lists.visited.length === 0)
    return <p className={styles.section}>{text.empty}</p>;
  return (
    <>
      <ArticleList id="kaydedilenler" title={text.saved} entries={lists.saved} />
      <ArticleList id="okunanlar" title={text.visited} entries={lists.visited} />
    </>
  );
}

function ArticleList({ id, title, entries }: { id: string; title: string; entries: Entry[] }) {
  if (entries.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.path}>
            {/* A full load: the service worker answers it from its copy. */}
            <a href={entry.path}>{entry.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
