import type { AstroIntegration } from "astro";
import { isCSSRequest, type Plugin } from "vite";

/**
 * One stylesheet per page, written once. With `cssCodeSplit: false` the client build bundles
 * the islands' CSS modules into a `style.css` of its own, and Astro writes it into every page
 * as an inline `<style>` (3.9 KB, 1.1 KB gzipped), although the page build has already put
 * each of those rules in the site's stylesheet: the islands are rendered on the server too.
 * That copy pushed a typical page past the 14.6 KB a connection delivers in its first round
 * trip (docs/performance.md).
 */
export function singleStylesheet(): AstroIntegration {
  return {
    name: "isilti:single-stylesheet",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [clientCssOnce()] } });
      },
    },
  };
}

/**
 * The client build keeps a CSS module's class names but not its rules when the page build
 * (which runs first) has bundled that module: runs between Vite's CSS compiler, which keeps the
 * class names, and the step that collects the rules. Any stylesheet the page build never saw
 * stays, so nothing an island needs can go missing.
 */
function clientCssOnce(): Plugin {
  const bundledForPages = new Set<string>();
  return {
    name: "isilti:client-css-once",
    // The build only: the dev server has no page build that runs first.
    apply: "build",
    transform(_code, id) {
      if (!isCSSRequest(id)) return;
      if (this.environment.name !== "client") {
        bundledForPages.add(id);
        return;
      }
      if (bundledForPages.has(id)) return { code: "", map: null };
    },
  };
}
