/// <reference types="astro/client" />

/** The build ID (astro.config.ts): the same in every page of one build. */
declare const __BUILD_ID__: string;
