import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ArticleView } from "@/components/articles/article-view";
import { AuthorView } from "@/components/authors/author-view";
import { AuthorsView } from "@/components/authors/authors-view";
import { CategoryView } from "@/components/category/category-view";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { HomeView } from "@/components/home/home-view";
import { CopyButton } from "@/components/layout/copy-button";
import { SearchBox } from "@/components/layout/search-box";
import { SiteShell } from "@/components/layout/site-shell";
import { NavigationProgress } from "@/components/navigation/navigation-progress";
import { OfflineArticles } from "@/components/navigation/offline-articles";
import { OfflineView } from "@/components/navigation/offline-view";
import { SaveForOffline } from "@/components/navigation/save-for-offline";
import { NotFoundView } from "@/components/page/not-found-view";
import { ServerError } from "@/components/page/server-error";
import { SitemapPageView } from "@/components/page/sitemap-page-view";
import { StaticPageView } from "@/components/page/static-page-view";
import { PageGraph } from "@/components/seo/page-graph";
import { loadContent } from "@/lib/content/loading/load-content";
import { createQueries } from "@/lib/content/queries/create-queries";
import type { Site } from "@/lib/content/types";
import { DEFAULT_LOCALE, dictionary, type Language } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import { buildDeepIndex, buildTitleIndex, deepSourceOf } from "@/lib/search/build-index";
import { pageHead } from "@/lib/seo/head";
import type { SeoPage } from "@/lib/seo/page-facts";
import { pageTexts } from "@/lib/seo/page-texts";
import { withPlaceholderImages } from "../../tests/support/content-fixture";
import {
  readerText,
  turkishInText,
  turkishInterfaceWords,
} from "../../tests/support/interface-text";

/**
 * Every view and every piece of the site's shell, drawn for a sister site in English, Russian
 * and Korean over English content: no word of the Turkish dictionary and no Turkish letter may
 * show. A component that writes a Turkish literal instead of reading the dictionary fails here.
 */

const SISTER = "tests/fixtures/sister";
const loaded = loadContent({
  contentDir: `${SISTER}/content`,
  siteName: "glimmer",
  publicDir: `${SISTER}/public`,
  now: new Date("2026-01-01T00:00:00Z"),
});
const q = createQueries(
  withPlaceholderImages(loaded.model),
  (slug) => loaded.bodies.get(slug) ?? "",
);
const WORDS = turkishInterfaceWords();
const PARTNER = ['<a href="https://partner.example.com/x">A partner</a>'];

const siteIn = (language: Language): Site => ({
  ...q.site,
  language,
  locale: DEFAULT_LOCALE[language],
  healthCategories: ["skin"],
});

function first<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`the sister fixture has no ${what}`);
  return item;
}

/** Every page the site draws, as its page layer draws it (the islands as server HTML). */
function pages(site: Site): Record<string, ReactElement> {
  const t = dictionary(site.language);
  const article = first(q.articles, "article");
  const author = q.getAuthor(article.author);
  const category = q.categoryListing(first(q.categories, "category").slug);
  const authorListing = author && q.authorListing(author.slug);
  const page = first(q.pages, "page");
  if (!author || !category || !authorListing) throw new Error("the sister fixture is incomplete");
  const later = { page: 2, pageCount: 3 };
  const many = [...q.articles, ...q.articles, ...q.articles];
  return {
    shell: (
      <SiteShell
        site={site}
        categories={q.categories}
        hasOther={() => true}
        partnerNewUrl={PARTNER[0] ?? ""}
        searchBox={<SearchBox language={site.language} />}
        copyEmail={<CopyButton text={site.email} language={site.language} />}
        consent={<ConsentBanner t={t} />}
        runtime={<NavigationProgress t={t} active />}
        year={2026}
      >
        <PageGraph site={site} page={{ kind: "home" }} />
      </SiteShell>
    ),
    home: <HomeView site={site} sections={q.home()} partnerLinks={PARTNER} />,
    article: (
      <ArticleView
        site={site}
        article={{
          ...article,
          form: "myth-vs-fact",
          updated: article.date,
          updateNote: "New sources.",
          review: {
            reviewer: { slug: "dr", name: "Dr. Jo Bell", title: "Dermatologist" },
            date: article.date,
          },
        }}
        author={author}
        html={q.articleHtml(article.slug)}
        toc={[
          { id: "a", text: "One" },
          { id: "b", text: "Two" },
          { id: "c", text: "Three" },
        ]}
        adjacent={{ previous: article, next: article }}
        related={q.articles}
        partnerLinks={PARTNER}
        saveForOffline={<SaveForOffline path={article.path} language={site.language} />}
      />
    ),
    category: (
      <CategoryView
        site={site}
        listing={{
          ...category,
          page: { ...category.page, ...later },
          other: [article],
          hasOther: true,
        }}
        partnerLinks={PARTNER}
      />
    ),
    emptyCategory: (
      <CategoryView
        site={site}
        listing={{ ...category, page: { ...category.page, items: [], total: 0 } }}
        partnerLinks={[]}
      />
    ),
    author: (
      <AuthorView
        site={site}
        listing={{ ...authorListing, page: { ...authorListing.page, ...later } }}
        partnerLinks={PARTNER}
      />
    ),
    authors: (
      <AuthorsView
        site={site}
        {...pageTexts(site).authors}
        authors={q.authorDirectory()}
        partnerLinks={PARTNER}
      />
    ),
    staticPage: <StaticPageView site={site} page={page} partnerLinks={PARTNER} />,
    sitemap: (
      <SitemapPageView
        site={site}
        {...pageTexts(site).sitemap}
        categories={q.categories}
        articlesIn={() => many}
        otherArticles={() => [article]}
        authorCount={q.authors.length}
        partnerLinks={PARTNER}
      />
    ),
    notFound: <NotFoundView t={t} />,
    serverError: <ServerError t={t} onRetry={() => {}} />,
    offline: <OfflineView t={t} savedArticles={<OfflineArticles language={site.language} />} />,
  };
}

/** The head and structured data of every kind of page: what crawlers and sharing read. */
function heads(site: Site): string {
  const article = first(q.articles, "article");
  const author = q.getAuthor(article.author);
  const category = first(q.categories, "category");
  if (!author) throw new Error("no author");
  const texts = pageTexts(site);
  const kinds: SeoPage[] = [
    { kind: "home" },
    { kind: "article", article, author },
    { kind: "listing", category, sub: first(category.children, "subcategory"), page: 2 },
    { kind: "author", author, page: 2 },
    { kind: "authors", page: 2 },
    { kind: "static", page: first(q.pages, "page") },
    { kind: "sitemap" },
    { kind: "error", status: 404, ...texts.notFound },
    { kind: "error", status: 500, ...texts.serverError },
    { kind: "offline", ...texts.offline },
  ];
  return kinds
    .map((page) => {
      const head = pageHead(site, page);
      const graph = renderToStaticMarkup(<PageGraph site={site} page={page} />);
      return [
        head.title,
        ...head.meta.map((m) => m.content),
        ...head.links.map((l) => l.title ?? ""),
        graph,
      ].join("\n");
    })
    .join("\n");
}

const INDEX = buildTitleIndex(q.articles, q.categories, q.site.language);
const DEEP = buildDeepIndex(q.articles, deepSourceOf, q.site.language);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe.each(["en", "ru", "ko"] as const)("a sister site in %s", (language) => {
  const site = siteIn(language);

  it.each(Object.keys(pages(site)))("draws the %s without a Turkish word", (name) => {
    const { container } = render(pages(site)[name] as ReactElement);
    expect(turkishInText(readerText(container), WORDS)).toEqual([]);
    // The page's own language shows: the dictionary is read, not skipped.
    expect(readerText(container).length).toBeGreaterThan(10);
  });

  it("heads and describes every kind of page in its language", () => {
    expect(turkishInText(heads(site), WORDS)).toEqual([]);
    expect(heads(site)).toContain(dictionary(language).notFound.title);
  });

  it("answers searches, and their failures, in its language", async () => {
    let answer = (): Promise<Response> => new Promise(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === paths.searchDeepIndex ? new Response(JSON.stringify(DEEP)) : answer(),
      ),
    );
    const { container, rerender } = render(<SearchBox language={language} />);
    const input = screen.getByRole("combobox");
    const seen: string[] = [];
    const look = () => seen.push(readerText(container));
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "sunscreen" } });
    // The index is on its way: the list says so.
    await waitFor(
      () => expect(container.textContent).toContain(dictionary(language).search.loading),
      { timeout: 5000 },
    );
    look();
    answer = async () => new Response(JSON.stringify(INDEX));
    rerender(<SearchBox key="again" language={language} />);
    const again = screen.getByRole("combobox");
    fireEvent.focus(again);
    fireEvent.change(again, { target: { value: "sunscreen" } });
    expect(await screen.findAllByRole("option", {}, { timeout: 5000 })).not.toHaveLength(0);
    await waitFor(() => expect(container.querySelector("[aria-live]")?.textContent).not.toBe(""), {
      timeout: 2000,
    });
    look();
    fireEvent.change(again, { target: { value: "zzqqxxyy" } });
    await waitFor(() => expect(screen.queryByRole("option")).toBeNull());
    look();
    answer = async () => new Response("", { status: 500 });
    rerender(<SearchBox key="failing" language={language} />);
    const failing = screen.getByRole("combobox");
    fireEvent.focus(failing);
    fireEvent.change(failing, { target: { value: "sunscreen" } });
    await waitFor(
      () => expect(container.textContent).toContain(dictionary(language).search.unavailable),
      { timeout: 5000 },
    );
    look();
    expect(turkishInText(seen.join("\n"), WORDS)).toEqual([]);
  });

  it("confirms a copy, saves for offline and lists saved articles in its language", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: vi.fn(async () => {}) } });
    const seen: string[] = [];
    const copy = render(<CopyButton text="x" language={language} />);
    await act(async () => fireEvent.click(screen.getByRole("button")));
    seen.push(readerText(copy.container));
    copy.unmount();
    // No caches in this window: saving fails, and says so.
    const save = render(<SaveForOffline path="/articles/x" language={language} />);
    await act(async () => fireEvent.click(screen.getByRole("button")));
    seen.push(readerText(save.container));
    save.unmount();
    const list = render(<OfflineArticles language={language} />);
    await waitFor(() => expect(list.container.textContent).not.toBe(""));
    seen.push(readerText(list.container));
    expect(seen.join("\n")).toContain(dictionary(language).copy.copied);
    expect(seen.join("\n")).toContain(dictionary(language).save.failed);
    expect(turkishInText(seen.join("\n"), WORDS)).toEqual([]);
  });
});

describe("the Turkish site", () => {
  it("draws its shell in Turkish: the check above would see a Turkish word", () => {
    const { container } = render(pages(siteIn("tr")).shell as ReactElement);
    const found = turkishInText(readerText(container), WORDS);
    expect(found.some((f) => f.startsWith('"Kategoriler"'))).toBe(true);
    expect(found.some((f) => f.startsWith('"Arama"'))).toBe(true);
  });
});
