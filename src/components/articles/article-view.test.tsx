import { render, screen } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/loading/load-content";
import { createQueries } from "@/lib/content/queries/create-queries";
import type { ArticleSummary } from "@/lib/content/types";
import { makeFixture, withPlaceholderImages } from "../../../tests/support/content-fixture";
import { ArticleView } from "./article-view";

const fixture = makeFixture();
afterAll(() => fixture.cleanup());
const loaded = loadContent(fixture.options);
const q = createQueries(
  withPlaceholderImages(loaded.model),
  (slug) => loaded.bodies.get(slug) ?? "",
);

function renderArticle(
  slug: string,
  changes: Partial<ArticleSummary> = {},
  site: typeof q.site = q.site,
) {
  const found = q.getArticle(slug);
  const author = found && q.getAuthor(found.author);
  if (!found || !author) throw new Error(`fixture article ${slug} missing`);
  const article = { ...found, ...changes };
  return render(
    <ArticleView
      site={site}
      article={article}
      author={author}
      html={q.articleHtml(slug)}
      toc={[
        { id: "giris", text: "Giriş" },
        { id: "adim-adim", text: "Adım adım" },
        { id: "sonuc", text: "Sonuç" },
      ]}
      adjacent={q.adjacent(article)}
      related={q.related(article)}
      partnerLinks={[]}
      saveForOffline={<button type="button">Kaydet</button>}
    />,
  );
}

describe("ArticleView", () => {
  it("names the medical reviewer under the byline, with the review's date once it has one", () => {
    const reviewer = { slug: "hekim", name: "Dr. Deniz Kaya", title: "Dermatoloji uzmanı" };
    const header = (review: ArticleSummary["review"]) =>
      renderArticle("ucuncu-yazi", { review }).container.querySelector("header")?.textContent;
    expect(header({ reviewer, date: "2025-05-02T00:00:00Z" })).toContain(
      "Tıbbi inceleme: Dr. Deniz Kaya, Dermatoloji uzmanı · 2 Mayıs 2025",
    );
    const undated = header({ reviewer, date: null });
    expect(undated).toContain("Tıbbi inceleme: Dr. Deniz Kaya, Dermatoloji uzmanı");
    expect(undated).not.toContain("Dermatoloji uzmanı ·");
    expect(header(null)).not.toContain("Tıbbi inceleme");
  });

  it("ends a health article with the medical disclaimer, and only a health article", () => {
    const disclaimer = /tıbbi tavsiye yerine geçmez/;
    const text = (health: boolean) =>
      renderArticle("ucuncu-yazi", { health }).container.textContent;
    expect(text(true)).toMatch(disclaimer);
    expect(text(false)).not.toMatch(disclaimer);
  });

  it("names the article's form above the title, and nothing for the house explainer", () => {
    const eyebrow = (form: ArticleSummary["form"]) =>
      renderArticle("ucuncu-yazi", { form }).container.querySelector("header .eyebrow")
        ?.textContent;
    expect(eyebrow("qa")).toMatch(/ · Soru-cevap$/);
    expect(eyebrow("myth-vs-fact")).toMatch(/ · Doğru mu, yanlış mı\?$/);
    expect(eyebrow("explainer")).not.toContain("·");
  });

  it("shows the update date beside the publication date when the article was updated", () => {
    const { container } = renderArticle("ikinci-yazi");
    const times = [...container.querySelectorAll("header time")];
    expect(times.map((t) => t.getAttribute("datetime"))).toEqual([
      "2025-03-14T00:00:00Z",
      "2025-04-01T00:00:00Z",
    ]);
    expect(container.querySelector("header")?.textContent).toContain("Güncelleme: 1 Nisan 2025");
    expect(container.querySelector("header")?.textContent).toContain(
      "Son güncellemede: Nemlendirme bölümüne bir örnek eklendi.",
    );
  });

  it("shows an update date only with its note of what changed", () => {
    const { container } = renderArticle("ikinci-yazi", { updateNote: null });
    expect(container.querySelector("header")?.textContent).not.toContain("Güncelleme");
  });

  it("shows one date when the article was never updated", () => {
    const { container } = renderArticle("ucuncu-yazi");
    expect(container.querySelectorAll("header time")).toHaveLength(1);
    expect(container.querySelector("header")?.textContent).not.toContain("Güncelleme");
  });

  it("puts the table of contents, folded in a <details>, before the body", () => {
    const { container } = renderArticle("ucuncu-yazi");
    const toc = screen.getByRole("navigation", { name: "İçindekiler" });
    expect(toc.querySelector("details summary")?.textContent).toBe("İçindekiler (3 bölüm)");
    expect([...toc.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "#giris",
      "#adim-adim",
      "#sonuc",
    ]);
    const body = container.querySelector(".prose");
    expect(
      body && toc.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("links the older article of the subcategory, and no newer one at its newest end", () => {
    renderArticle("ucuncu-yazi");
    const pager = screen.getByRole("navigation", { name: "Boya: önceki ve sonraki yazı" });
    const links = [...pager.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/articles/birinci-yazi"]);
    expect(links[0]?.textContent).toBe("← Önceki yazıBirinci Deneme Yazısı");
  });

  it("has no pager when the article is alone in its subcategory", () => {
    renderArticle("ikinci-yazi");
    expect(screen.queryByRole("navigation", { name: /önceki ve sonraki yazı/ })).toBeNull();
  });
});
