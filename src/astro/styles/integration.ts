import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";

/**
 * One stylesheet per page, written once. With `cssCodeSplit: false` the client build bundles
 * the CSS modules of the code it loads (the islands, through the page script) into a
 * `style.css` of its own, and Astro writes that into every page as an inline `<style>` (3.9 KB,
 * 1.1 KB compressed), although every one of those rules is in the site's stylesheet already:
 * each island is rendered on the server first, with the code it may load later, so the page
 * build bundles the same modules. That copy pushed pages past the 14.6 KB a connection
 * delivers in its first round trip (docs/performance.md).
 */
export function singleStylesheet(): AstroIntegration {
  return {
    name: "isilti:single-stylesheet",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [clientCssModulesWithoutRules()] } });
      },
    },
  };
}

const CSS_MODULE = /\.module\.css($|\?)/;

/**
 * In the client build, a CSS module keeps its class names but not its rules: the plugin runs
 * between Vite's CSS compiler, which records the class names, and the step that collects the
 * rules. It depends on nothing the page build does. `tests/e2e/budgets.test.ts` checks both
 * sides: no page repeats a rule of the stylesheet, and every class the client code names is in
 * the stylesheet.
 */
function clientCssModulesWithoutRules(): Plugin {
  return {
    name: "isilti:client-css-modules-without-rules",
    // The build only: the dev server has a single environment's module graph.
    apply: "build",
    transform(_code, id) {
      if (this.environment.name === "client" && CSS_MODULE.test(id)) return { code: "", map: null };
    },
  };
}
