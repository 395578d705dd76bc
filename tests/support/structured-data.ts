/**
 * Checks a page's JSON-LD graph the way a search engine reads it: the site's nodes, the page
 * node of the right type, an Article with its links, breadcrumbs, and every `@id` reference
 * pointing at a node of the same graph. Returns problems as text; an empty list is a pass.
 */

type Node = Record<string, unknown>;

export type PageKind =
  | "home"
  | "article"
  | "listing"
  | "author"
  | "authors"
  | "static"
  | "about"
  | "sitemap"
  | "error"
  /** A page this checker has no specific rules for: the site-wide rules still apply. */
  | "other";

const PAGE_TYPE: Record<PageKind, string | null> = {
  home: "CollectionPage",
  article: "WebPage",
  listing: "CollectionPage",
  author: "ProfilePage",
  authors: "CollectionPage",
  static: "WebPage",
  about: "AboutPage",
  sitemap: "WebPage",
  error: "WebPage",
  other: null,
};
const PAGE_TYPES = new Set(["WebPage", "CollectionPage", "ProfilePage", "AboutPage"]);
const NEEDS_BREADCRUMB = new Set<PageKind>(["article", "listing"]);

interface Expectation {
  kind: PageKind;
  /** The page's canonical URL; the page node's `url` must equal it. Omitted for error pages. */
  url?: string;
  /** The site's origin, e.g. https://isilti.com.tr: every URL in the graph must be on it or https. */
  origin: string;
  /** Whether the article has a category (an article filed under `other` has no section). */
  articleSection?: boolean;
}

const isObject = (v: unknown): v is Node =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const typesOf = (node: Node) => [node["@type"]].flat().filter((t) => typeof t === "string");
const isRef = (v: unknown): v is { "@id": string } =>
  isObject(v) && Object.keys(v).length === 1 && typeof v["@id"] === "string";
const nonEmpty = (v: unknown) => typeof v === "string" && v.trim().length > 0;

export function graphProblems(json: unknown, expected: Expectation): string[] {
  const problems: string[] = [];
  if (!isObject(json) || json["@context"] !== "https://schema.org") {
    return ['not a JSON-LD object with "@context": "https://schema.org"'];
  }
  const graph = json["@graph"];
  if (!Array.isArray(graph) || !graph.every(isObject)) return ['no "@graph" array of nodes'];

  // Every node with an @id, at any depth (an Organization's logo is one), and every reference.
  const byId = new Map<string, Node>();
  const refs: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isRef(value)) refs.push(value["@id"]);
    else if (isObject(value)) {
      const id = value["@id"];
      if (typeof id === "string") {
        if (byId.has(id)) problems.push(`two nodes have the @id ${id}`);
        byId.set(id, value);
      }
      Object.values(value).forEach(walk);
    }
  };
  walk(graph);
  for (const id of refs)
    if (!byId.has(id)) problems.push(`@id reference ${id} resolves to no node`);

  const nodes = (type: string) => (graph as Node[]).filter((n) => typesOf(n).includes(type));
  const one = (type: string): Node | undefined => {
    const found = nodes(type);
    if (found.length !== 1) problems.push(`${found.length} ${type} nodes, expected 1`);
    return found[0];
  };
  const follow = (value: unknown, type: string, what: string): Node | undefined => {
    const target = isRef(value) ? byId.get(value["@id"]) : undefined;
    if (!target || !typesOf(target).includes(type))
      problems.push(`${what} is not a ${type} reference`);
    return target;
  };
  const require = (node: Node | undefined, what: string, ...fields: string[]) => {
    for (const field of fields)
      if (node && !nonEmpty(node[field])) problems.push(`${what} lacks ${field}`);
  };

  const organization = one("Organization");
  require(organization, "Organization", "name", "url", "email");
  const logo = organization?.logo;
  if (!isObject(logo) || !typesOf(logo).includes("ImageObject") || !nonEmpty(logo.url))
    problems.push("Organization lacks a logo ImageObject with a url");
  const sameAs = organization?.sameAs;
  if (
    !Array.isArray(sameAs) ||
    sameAs.length === 0 ||
    !sameAs.every((u) => /^https:\/\//.test(String(u)))
  )
    problems.push("Organization lacks sameAs https links");

  const website = one("WebSite");
  require(website, "WebSite", "name", "url");
  if (website) follow(website.publisher, "Organization", "WebSite.publisher");
  if (website && "potentialAction" in website)
    problems.push("WebSite has a potentialAction, but the site has no search URL");

  const pageNodes = (graph as Node[]).filter((n) => typesOf(n).some((t) => PAGE_TYPES.has(t)));
  const page = pageNodes[0];
  if (pageNodes.length !== 1) problems.push(`${pageNodes.length} page nodes, expected 1`);
  const wantedType = PAGE_TYPE[expected.kind];
  if (page && wantedType && !typesOf(page).includes(wantedType))
    problems.push(`page node is ${typesOf(page).join(",")}, expected ${wantedType}`);
  require(page, "page node", "name", "description");
  if (page) {
    follow(page.isPartOf, "WebSite", "page isPartOf");
    if (page.inLanguage !== "tr-TR") problems.push(`page inLanguage is ${page.inLanguage}`);
    if (expected.url !== undefined && page.url !== expected.url)
      problems.push(`page url is ${page.url}, expected ${expected.url}`);
    const image = follow(page.primaryImageOfPage, "ImageObject", "page primaryImageOfPage");
    if (image && !/\.png$/.test(String(image.url))) problems.push("primary image is not a PNG");
  }

  const crumbs = nodes("BreadcrumbList");
  if (NEEDS_BREADCRUMB.has(expected.kind) && crumbs.length !== 1)
    problems.push(`${crumbs.length} BreadcrumbList nodes, expected 1`);
  for (const list of crumbs) {
    const items = Array.isArray(list.itemListElement) ? (list.itemListElement as Node[]) : [];
    if (items.length < 2) problems.push("BreadcrumbList has fewer than 2 items");
    items.forEach((item, i) => {
      if (item.position !== i + 1)
        problems.push(`breadcrumb ${i + 1} has position ${item.position}`);
      if (!nonEmpty(item.name) || !String(item.item).startsWith(expected.origin))
        problems.push(`breadcrumb ${i + 1} lacks a name or an absolute URL on the site`);
    });
    const last = items.at(-1)?.item;
    if (expected.url !== undefined && last !== expected.url)
      problems.push(`breadcrumb ends at ${last}, not at the page ${expected.url}`);
    if (page) follow(page.breadcrumb, "BreadcrumbList", "page breadcrumb");
  }

  const articles = nodes("Article");
  if ((expected.kind === "article") !== (articles.length === 1))
    problems.push(`${articles.length} Article nodes on a ${expected.kind} page`);
  for (const article of articles) {
    require(article, "Article", "headline", "description", "datePublished", "dateModified");
    const author = follow(article.author, "Person", "Article.author");
    require(author, "Article.author", "name", "url");
    follow(article.publisher, "Organization", "Article.publisher");
    follow(
      article.mainEntityOfPage,
      page ? (typesOf(page)[0] ?? "WebPage") : "WebPage",
      "Article.mainEntityOfPage",
    );
    const image = follow(article.image, "ImageObject", "Article.image");
    if (image && !/\.png$/.test(String(image.url)))
      problems.push("Article.image is not a PNG card");
    if (article.inLanguage !== "tr-TR")
      problems.push(`Article inLanguage is ${article.inLanguage}`);
    const section = [article.articleSection ?? []].flat();
    if (expected.articleSection !== false && (section.length === 0 || !section.every(nonEmpty)))
      problems.push("Article lacks articleSection");
    if (!Number.isInteger(article.wordCount) || (article.wordCount as number) <= 0)
      problems.push("Article lacks a positive wordCount");
  }

  if (expected.kind === "author" && page) {
    const person = follow(page.mainEntity, "Person", "ProfilePage.mainEntity");
    require(person, "ProfilePage.mainEntity", "name", "url", "description");
  }
  return problems;
}
