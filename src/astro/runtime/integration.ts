import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/**
 * The navigation runtime (./index.ts) as a page script. Astro bundles every page-stage script
 * into one module, its own prefetch set-up included, so a page asks for one script of ours
 * rather than two: on a slow connection each request in flight takes a share of the bandwidth
 * the fonts and the largest image need (docs/performance.md).
 */
export function navigationRuntime(): AstroIntegration {
  const entry = fileURLToPath(new URL("./index.ts", import.meta.url));
  return {
    name: "isilti:navigation-runtime",
    hooks: {
      "astro:config:setup": ({ injectScript }) => {
        injectScript("page", `import ${JSON.stringify(entry)};`);
      },
    },
  };
}
