/// <reference types="astro/client" />

/** The build ID (astro.config.ts): the same in every page of one build. */
declare const __BUILD_ID__: string;

/** Whether pages carry their Content-Security-Policy: in a build, not on the dev server. */
declare const __PAGE_POLICY__: boolean;

/** The font files the site's language adds to the pages (src/astro/styles/language-fonts.ts). */
declare module "virtual:isilti/language-fonts" {
  const faces: import("../styles/language-fonts").BuiltFace[];
  export default faces;
}
