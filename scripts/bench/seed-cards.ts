/**
 * Social cards for a large archive without drawing each one. A card costs about 18 ms of CPU
 * (satori's layout and sharp's rasterising, one at a time): 100,000 of them are half an hour on
 * an idle core and hours on this shared machine, a cost paid once per archive (or per template
 * change), not by the everyday build this bench measures. The bench therefore fills a copy's
 * card store through the product's own code (same paths, same manifest keys), with one real
 * card's bytes under every article's path: a build afterwards finds every card up to date and
 * draws none, and out/ holds as many card bytes as drawn ones would weigh.
 */
import path from "node:path";
import { contentOptionsFrom, loadContent } from "@/lib/content/loading/load-content";
import type { RenderedMarkdown } from "@/lib/content/loading/markdown";
import { renderMarkdownWithHeadings } from "@/lib/content/loading/markdown";
import { buildSocialCards, drawCard } from "@/lib/images/social-cards";
import { envOrExit } from "../support/env";

/** Writes every card of the project copy in `dir`; returns how many it wrote. */
export async function seedSocialCards(dir: string): Promise<number> {
  // The repeated articles share their templates' bodies: each distinct body is rendered once.
  const rendered = new Map<string, RenderedMarkdown>();
  const renderMarkdown = (markdown: string) => {
    let html = rendered.get(markdown);
    if (!html) {
      html = renderMarkdownWithHeadings(markdown);
      rendered.set(markdown, html);
    }
    return html;
  };
  const options = contentOptionsFrom(envOrExit());
  const { model } = loadContent({
    ...options,
    contentDir: path.join(dir, "content"),
    publicDir: path.join(dir, "public"),
    renderMarkdown,
  });
  let card: Buffer | undefined;
  const stats = await buildSocialCards(
    model,
    {
      publicDir: path.join(dir, "public"),
      siteDir: path.join(dir, ".cache/site"),
      manifestFile: path.join(dir, ".cache/social-cards.json"),
    },
    async (input, logo, fonts) => {
      card ??= await drawCard(input, logo, fonts);
      return card;
    },
  );
  return stats.drawn;
}
