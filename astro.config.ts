import react from "@astrojs/react";
import type { AstroUserConfig } from "astro";
import { defineConfig } from "astro/config";
import { interactionDirective } from "./src/astro/directives/integration";
import { navigationRuntime } from "./src/astro/runtime/integration";
import { singleStylesheet } from "./src/astro/styles/integration";
import { languageFonts } from "./src/astro/styles/language-fonts";
import { readEnv } from "./src/lib/env";
import { codeBuildId } from "./src/lib/hosting/build-id";
import { SHARED_CSP_DIRECTIVES } from "./src/lib/hosting/headers";

const env = readEnv();

/** The shared directives but the two Astro writes itself from the page's own scripts and styles. */
const otherDirectives = Object.entries(SHARED_CSP_DIRECTIVES)
  .filter(([name]) => name !== "style-src" && name !== "script-src")
  // The names come from our own list of standard directives; Astro types them as a union.
  .map(([name, values]) => `${name} ${values.join(" ")}` as CspDirective);

type CspDirective = NonNullable<
  Exclude<NonNullable<AstroUserConfig["security"]>["csp"], boolean | undefined>["directives"]
>[number];

export default defineConfig({
  // Pages, layouts and the directive live in their own folder: src/ holds the React
  // components and the plain logic they render (docs/architecture.md).
  srcDir: "./src/astro",
  output: "static",
  // The URLs the hosts already serve: /articles/x answered by articles/x.html.
  trailingSlash: "never",
  build: { format: "file", assets: "_astro", inlineStylesheets: "auto" },
  // Our own scheduler decides what to prefetch (src/astro/runtime/prefetch.ts).
  prefetch: { prefetchAll: false },
  // Articles are rendered by our own Markdown pipeline (src/lib/content/markdown.ts).
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      directives: ["default-src 'self'", ...otherDirectives],
      // React writes `style` attributes and Astro's router inserts <style> elements on the
      // pages it swaps in; styles cannot run code, so inline styles are allowed (scripts never
      // are). With 'unsafe-inline' Astro lists no style hashes, which would cancel it.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  integrations: [
    react(),
    interactionDirective(),
    navigationRuntime(),
    singleStylesheet(),
    languageFonts(),
  ],
  vite: {
    // One stylesheet for the whole site: a reader's second page needs no new CSS.
    build: {
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          // The modules both the router's script and ours import, in one file: without the
          // group, an 85-byte module of addresses was a request of its own on every page.
          codeSplitting: {
            groups: [{ name: "runtime", test: /[\\/](runtime-paths\.ts|prefetch[\\/]index\.js)$/ }],
          },
        },
      },
    },
    // From the code and its dependencies, not the content: open tabs of a content-only deploy
    // stay compatible, a code change loads the next page in full (src/lib/hosting/build-id.ts).
    define: { __BUILD_ID__: JSON.stringify(codeBuildId(process.cwd(), env.buildIdSalt)) },
  },
});
