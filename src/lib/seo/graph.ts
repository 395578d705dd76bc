import type {
  Article,
  BreadcrumbList,
  Graph,
  ImageObject,
  Organization,
  Person,
  Thing,
  WebPage,
  WebSite,
} from "schema-dts";
import type { Author, Site } from "@/lib/content/types";
import { type PageFacts, pageFacts, type SeoPage, SOCIAL_CARD_SIZE } from "./page-facts";
import { canonicalUrl, contentLanguage } from "./urls";

/** The leaf type of a schema-dts union by its `@type` (schema-dts unions include subtypes). */
type Leaf<T, K extends string> = Extract<T, { "@type": K }>;

/**
 * Stable node ids. Site-wide nodes hang off the home URL; page nodes off the page's URL, as
 * Yoast SEO does, so a crawler merging pages sees one Organization, one WebSite, one Person.
 */
export const graphIds = {
  organization: (site: Site) => `${site.url}/#organization`,
  logo: (site: Site) => `${site.url}/#logo`,
  website: (site: Site) => `${site.url}/#website`,
  person: (site: Site, author: Pick<Author, "path">) => `${site.url}${author.path}#person`,
  page: (site: Site, path: string) => `${site.url}${path}#webpage`,
  image: (site: Site, path: string) => `${site.url}${path}#primaryimage`,
  breadcrumb: (site: Site, path: string) => `${site.url}${path}#breadcrumb`,
  article: (site: Site, path: string) => `${site.url}${path}#article`,
};

const ref = (id: string) => ({ "@id": id });
/** A size in pixels (UN/CEFACT unit code E37). */
const px = (value: number) => ({ "@type": "QuantitativeValue" as const, value, unitCode: "E37" });

/** The one JSON-LD graph of a page: site nodes, the page, and what the page is about. */
export function pageGraph(site: Site, page: SeoPage): Graph {
  return graphOf(site, pageFacts(site, page));
}

export function graphOf(site: Site, facts: PageFacts): Graph {
  const nodes: Thing[] = [
    organizationNode(site),
    websiteNode(site),
    webPageNode(site, facts),
    imageNode(site, facts),
  ];
  if (facts.trail) nodes.push(breadcrumbNode(site, facts));
  if (facts.article) {
    nodes.push(articleNode(site, facts), personNode(site, facts.article.author, false));
  }
  if (facts.person) nodes.push(personNode(site, facts.person, true));
  return { "@context": "https://schema.org", "@graph": nodes };
}

function organizationNode(site: Site): Leaf<Organization, "Organization"> {
  return {
    "@type": "Organization",
    "@id": graphIds.organization(site),
    name: site.title,
    url: `${site.url}/`,
    logo: {
      "@type": "ImageObject",
      "@id": graphIds.logo(site),
      url: `${site.url}${site.logo.src}`,
      caption: site.title,
    },
    email: site.email,
    sameAs: [site.social.video, site.social.network, site.social.photos],
  };
}

/** No SearchAction: the site's search runs in the browser and has no URL to send a query to. */
function websiteNode(site: Site): Leaf<WebSite, "WebSite"> {
  return {
    "@type": "WebSite",
    "@id": graphIds.website(site),
    url: `${site.url}/`,
    name: site.title,
    alternateName: `${site.title}: ${site.tagline}`,
    inLanguage: contentLanguage(site),
    publisher: ref(graphIds.organization(site)),
  };
}

function webPageNode(site: Site, facts: PageFacts): Leaf<WebPage, PageFacts["type"]> {
  const article = facts.article?.article;
  return {
    "@type": facts.type,
    "@id": graphIds.page(site, facts.path),
    ...(facts.noindex ? {} : { url: canonicalUrl(site, facts.path) }),
    name: facts.title,
    description: facts.description,
    inLanguage: contentLanguage(site),
    isPartOf: ref(graphIds.website(site)),
    primaryImageOfPage: ref(graphIds.image(site, facts.path)),
    ...(facts.trail ? { breadcrumb: ref(graphIds.breadcrumb(site, facts.path)) } : {}),
    ...(article ? { datePublished: article.date } : {}),
    ...(facts.dateModified ? { dateModified: facts.dateModified } : {}),
    ...(facts.person ? { mainEntity: ref(graphIds.person(site, facts.person)) } : {}),
    ...(facts.type === "AboutPage" ? { about: ref(graphIds.organization(site)) } : {}),
  };
}

/** The page's social card: the same image `og:image` names. */
function imageNode(site: Site, facts: PageFacts): Leaf<ImageObject, "ImageObject"> {
  const url = `${site.url}${facts.card.path}`;
  return {
    "@type": "ImageObject",
    "@id": graphIds.image(site, facts.path),
    url,
    encodingFormat: "image/png",
    width: px(SOCIAL_CARD_SIZE.width),
    height: px(SOCIAL_CARD_SIZE.height),
    caption: facts.card.alt,
  };
}

function breadcrumbNode(site: Site, facts: PageFacts): Leaf<BreadcrumbList, "BreadcrumbList"> {
  return {
    "@type": "BreadcrumbList",
    "@id": graphIds.breadcrumb(site, facts.path),
    itemListElement: (facts.trail ?? []).map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: canonicalUrl(site, crumb.path),
    })),
  };
}

function articleNode(site: Site, facts: PageFacts): Leaf<Article, "Article"> {
  if (!facts.article) throw new Error("articleNode needs an article page");
  const { article, author } = facts.article;
  const { category, subcategory } = article.placement;
  const sections = [category?.title, subcategory?.title].filter((s): s is string => !!s);
  return {
    "@type": "Article",
    "@id": graphIds.article(site, facts.path),
    isPartOf: ref(graphIds.page(site, facts.path)),
    mainEntityOfPage: ref(graphIds.page(site, facts.path)),
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    author: ref(graphIds.person(site, author)),
    publisher: ref(graphIds.organization(site)),
    image: ref(graphIds.image(site, facts.path)),
    inLanguage: contentLanguage(site),
    ...(sections.length > 0 ? { articleSection: sections } : {}),
    wordCount: article.wordCount,
  };
}

/** An author: in full on their own page, by name and link on their articles. */
function personNode(site: Site, author: Author, full: boolean): Leaf<Person, "Person"> {
  return {
    "@type": "Person",
    "@id": graphIds.person(site, author),
    name: author.name,
    url: canonicalUrl(site, author.path),
    jobTitle: author.role,
    ...(full
      ? {
          description: author.description,
          worksFor: ref(graphIds.organization(site)),
          ...(author.avatar ? { image: `${site.url}${author.avatar.src}` } : {}),
        }
      : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: Graph): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
