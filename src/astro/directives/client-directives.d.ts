// Astro's checker learns the project's own client directive here (./integration.ts).
declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on first use; a value names the cache whose entry wakes the island at once. */
    "client:interaction"?: true | string;
  }
}

export {};
