import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

// Raw HTML in Markdown is dropped (remark-rehype without allowDangerousHtml) and the result is
// sanitized (GitHub's allow-list: no javascript: URLs): nothing an editor pastes can inject script.
// Heading ids come after sanitizing, so they keep their plain names.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeSlug)
  .use(rehypeStringify)
  .freeze();

export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

/** Words a reader reads: Markdown syntax characters do not count. */
export function countWords(markdown: string): number {
  const words = markdown.replace(/[#>*_`|[\]()-]+/g, " ").match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu);
  return words?.length ?? 0;
}

/** At about 200 words a minute, never less than one minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}
