import { copyFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "@/lib/i18n";
import type { CommandResult } from "../../scripts/run-command";
import { buildIn } from "./project-copy";

/** A query typed into the search box and the article it must list. */
export interface SearchCase {
  /** Why this query must find it, for the failure message. */
  why: string;
  query: string;
  article: string;
}

/** One of the example sites in tests/fixtures, as an operator would set it up. */
export interface SisterSite {
  /** SITE: the settings file's name. */
  name: string;
  /** The fixture folder: content/ and public/icons/{name}-logo-small.png. */
  fixture: string;
  language: Language;
  domain: string;
  /** Pages of each type, for the checks in a browser. */
  pages: { article: string; category: string; author: string };
  search: SearchCase[];
  /**
   * The web fonts an article page fetches (their names), and the family Chromium draws the
   * title and a paragraph with: a web font's family, or null for the system's faces.
   */
  fonts: { files: string[]; title: string | null; body: string | null };
}

export const GLIMMER: SisterSite = {
  name: "glimmer",
  fixture: "tests/fixtures/sister",
  language: "en",
  domain: "glimmer.example.com",
  pages: {
    article: "/articles/sunscreen-how-much",
    category: "/skin",
    author: "/authors/sam-smith",
  },
  search: [
    { why: "as written", query: "Sunscreen", article: "/articles/sunscreen-how-much" },
    { why: "in upper case", query: "SUNSCREEN", article: "/articles/sunscreen-how-much" },
    {
      why: "in other forms of the title's words, in upper case",
      query: "GENTLE CLEANSING",
      article: "/articles/gentle-cleansing",
    },
  ],
  fonts: {
    files: ["figtree-tr", "playfair-display-tr"],
    title: "Playfair Display",
    body: "Figtree",
  },
};

export const SIYANIE: SisterSite = {
  name: "siyanie",
  fixture: "tests/fixtures/sister-ru",
  language: "ru",
  domain: "siyanie.example.com",
  pages: {
    article: "/articles/volosy-i-zhyostkaya-voda",
    category: "/kozha",
    author: "/authors/olga-sokolova",
  },
  search: [
    {
      why: "as written, with ё",
      query: "жёсткой воды",
      article: "/articles/volosy-i-zhyostkaya-voda",
    },
    {
      why: "with е typed for ё",
      query: "жесткой воды",
      article: "/articles/volosy-i-zhyostkaya-voda",
    },
    {
      why: "in upper case, in the nominative where the title has the genitive",
      query: "ЖЁСТКАЯ ВОДА",
      article: "/articles/volosy-i-zhyostkaya-voda",
    },
    {
      why: "in the nominative, with е for ё, where the title has the genitive with ё",
      query: "жесткая вода",
      article: "/articles/volosy-i-zhyostkaya-voda",
    },
    {
      why: "in the nominative where the title has the genitive",
      query: "солнце",
      article: "/articles/skolko-krema-ot-solntsa",
    },
  ],
  // Playfair Display's own Cyrillic for titles; Figtree has none: the body is the system's.
  fonts: {
    files: ["playfair-display-cyrillic-wght-normal", "playfair-display-tr"],
    title: "Playfair Display",
    body: null,
  },
};

export const YUNBIT: SisterSite = {
  name: "yunbit",
  fixture: "tests/fixtures/sister-ko",
  language: "ko",
  domain: "yunbit.example.com",
  pages: {
    article: "/articles/how-much-sunscreen",
    category: "/skincare",
    author: "/authors/lee-haeun",
  },
  search: [
    {
      why: "as the title writes the word",
      query: "자외선차단제",
      article: "/articles/how-much-sunscreen",
    },
    {
      why: "as a part of the title's word 자외선차단제는",
      query: "차단제",
      article: "/articles/how-much-sunscreen",
    },
    {
      why: "as a part of the title's word 괜찮을까",
      query: "괜찮을",
      article: "/articles/daily-hair-washing",
    },
  ],
  // No web font: a Hangul face is megabytes; the systems' Korean faces set the text.
  fonts: { files: [], title: null, body: null },
};

/** The settings an operator's build of the site is run with. */
export const siteEnv = (site: SisterSite) => ({
  CONTENT_DIR: `${site.fixture}/content`,
  SITE: site.name,
});

/** The operator's step for a new site: its logo beside the others. */
export function placeLogo(site: SisterSite, projectDir: string): void {
  const logo = `${site.name}-logo-small.png`;
  copyFileSync(
    path.join(projectDir, site.fixture, "public/icons", logo),
    path.join(projectDir, "public/icons", logo),
  );
}

/** Builds the site in a project copy as `SITE=… CONTENT_DIR=… npm run build` does. */
export function buildSisterSite(site: SisterSite, projectDir: string): Promise<CommandResult> {
  placeLogo(site, projectDir);
  return buildIn(projectDir, siteEnv(site));
}
