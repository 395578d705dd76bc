/**
 * What a page writes around its content: the texts a reader sees or hears and a crawler reads,
 * with the content left out. Content is the Markdown body of an article or a static page
 * (`.prose`) and the partner-network's links; both are written by people, not by the site's
 * components. Titles, descriptions and names from content files stay in: they are the site's
 * language anyway.
 */

const CONTENT = [".prose", "[data-partner-links] a"];

/** Attributes that hold addresses, styling or identifiers, never a text for readers. */
const NOT_TEXT = new Set(["class", "style", "href", "src", "srcset", "id", "d", "viewbox"]);

/**
 * Addresses are not texts: a path keeps the site's URL words ("/skin/sayfa/2" is a URL the
 * specification fixes), and those appear in canonical links, Open Graph tags and structured data.
 */
function withoutAddresses(text: string): string {
  return text
    .replace(/\b(?:https?|mailto):[^\s"'<>\\]+/g, " ")
    .replace(/(^|[\s"'(=,[])\/[^\s"'<>\\)]*/g, "$1 ");
}

function walk(node: Node, into: string[]): void {
  if (node.nodeType === 3) {
    into.push(node.textContent ?? "");
    return;
  }
  if (node.nodeType !== 1) return;
  const element = node as Element;
  if (CONTENT.some((selector) => element.matches(selector))) return;
  for (const attribute of element.getAttributeNames())
    if (!NOT_TEXT.has(attribute.toLowerCase())) into.push(element.getAttribute(attribute) ?? "");
  for (const child of element.childNodes) walk(child, into);
}

/**
 * The texts a page writes outside content, one line each: text nodes (inline scripts and
 * structured data included), and attribute values (labels, `alt`, `title`, `content` of meta
 * tags, the islands' props), without addresses.
 */
export function textsOutsideContent(doc: Document): string {
  const parts: string[] = [];
  walk(doc.documentElement, parts);
  return parts.map(withoutAddresses).join("\n");
}
