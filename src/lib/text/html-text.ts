const ENTITIES: Record<string, string> = {
  "&nbsp;": " ",
  "&#160;": " ",
  "&quot;": '"',
  "&#34;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&apos;": "'",
  "&lt;": "<",
  "&gt;": ">",
  "&amp;": "&",
};

/**
 * The text of rendered HTML as a reader reads it, for counting words and sentences: every tag
 * is a word break, and the entities the Markdown renderer writes are read as their characters.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(
      /&(?:nbsp|#160|quot|#34|#39|#x27|apos|lt|gt|amp);/g,
      (entity) => ENTITIES[entity] ?? entity,
    );
}
