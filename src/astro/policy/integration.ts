import type { AstroIntegration } from "astro";

/**
 * Whether pages carry their Content-Security-Policy (src/astro/layouts/site.astro): in a build,
 * never on the dev server, whose own inline scripts (React's refresh preamble) no policy of ours
 * names. Decided by the command Astro runs, not by `import.meta.env`, which takes any `PROD` or
 * `DEV` the environment happens to hold (a test runner sets both).
 */
export function pagePolicyMode(): AstroIntegration {
  return {
    name: "isilti:page-policy-mode",
    hooks: {
      "astro:config:setup": ({ command, updateConfig }) => {
        updateConfig({
          vite: { define: { __PAGE_POLICY__: JSON.stringify(command === "build") } },
        });
      },
    },
  };
}
