import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { pagePolicyMode } from "./src/astro/policy/integration";
import { navigationRuntime } from "./src/astro/runtime/integration";
import { shortClassNames } from "./src/astro/styles/class-names";
import { singleStylesheet } from "./src/astro/styles/integration";
import { languageFonts } from "./src/astro/styles/language-fonts";
import { readEnv } from "./src/lib/env";
import { codeBuildId } from "./src/lib/hosting/build-id";

const env = readEnv();

export default defineConfig({
  // Pages, layouts, islands and the runtime live in their own folder: src/ holds the React
  // components and the plain logic they render (docs/architecture.md).
  srcDir: "./src/astro",
  output: "static",
  // The URLs the hosts already serve: /articles/x answered by articles/x.html.
  trailingSlash: "never",
  build: { format: "file", assets: "_astro", inlineStylesheets: "auto" },
  // Our own scheduler decides what to prefetch (src/astro/runtime/prefetch.ts).
  prefetch: { prefetchAll: false },
  // Articles are rendered by our own Markdown pipeline (src/lib/content/loading/markdown.ts).
  markdown: { syntaxHighlight: false },
  // Each page's Content-Security-Policy is written by the layout (src/astro/layouts/site.astro),
  // not by Astro's `security.csp`, which names scripts no page carries (docs/quality.md).
  integrations: [
    react(),
    navigationRuntime(),
    singleStylesheet(),
    pagePolicyMode(),
    languageFonts(),
  ],
  vite: {
    // One stylesheet for the whole site: a reader's second page needs no new CSS.
    build: { cssCodeSplit: false },
    // Short CSS-module class names: a page carries a few hundred (src/astro/styles/class-names.ts).
    css: { modules: { generateScopedName: shortClassNames(process.cwd()) } },
    // From the code and its dependencies, not the content: open tabs of a content-only deploy
    // stay compatible, a code change loads the next page in full (src/lib/hosting/build-id.ts).
    define: { __BUILD_ID__: JSON.stringify(codeBuildId(process.cwd(), env.buildIdSalt)) },
  },
});
