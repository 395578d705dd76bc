/// <reference types="astro/client" />

/** The build ID (astro.config.ts): the same in every page of one build. */
declare const __BUILD_ID__: string;

/** The font files the site's language adds to the pages (src/astro/styles/language-fonts.ts). */
declare module "virtual:isilti/language-fonts" {
  const faces: import("../styles/language-fonts").BuiltFace[];
  export default faces;
}
