import path from "node:path";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";
import { ProblemLog } from "../../lib/content/loading/problems";
import { loadSite } from "../../lib/content/loading/site";
import { readEnv } from "../../lib/env";
import { LANGUAGE_FACES } from "../../styles/language-fonts";

const ID = "virtual:isilti/language-fonts";
const RESOLVED = `\0${ID}`;

/**
 * The font files the site's language adds to the pages (src/styles/language-fonts.ts), as a
 * module of their built addresses: `import faces from "virtual:isilti/language-fonts"`. A file
 * is imported (so built, hashed and precached like the site's own fonts) only in the build of
 * a site whose language needs it: the Turkish site's output gains no file.
 */
export function languageFonts(): AstroIntegration {
  return {
    name: "isilti:language-fonts",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [languageFontsModule()] } });
      },
    },
  };
}

function languageFontsModule(): Plugin {
  return {
    name: "isilti:language-fonts",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      const faces = LANGUAGE_FACES[siteLanguage()] ?? [];
      const imports = faces.map(
        (face, i) => `import src${i} from ${JSON.stringify(`${face.file}?url`)};`,
      );
      const entries = faces.map((face, i) => `{ ...${JSON.stringify(face)}, src: src${i} }`);
      return `${imports.join("\n")}\nexport default [${entries.join(", ")}];\n`;
    },
  };
}

/** The language of the site being built, from its settings file (as the prebuild read it). */
function siteLanguage() {
  const env = readEnv();
  const log = new ProblemLog();
  const site = loadSite(env.contentDir, env.site, path.resolve("public"), log);
  if (!site) {
    const problems = log.errors.map((p) => `${p.file}: ${p.field}: ${p.problem}`).join("; ");
    throw new Error(`the site's settings cannot be read: ${problems}`);
  }
  return site.language;
}
