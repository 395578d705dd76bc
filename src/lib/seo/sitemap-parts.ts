import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ContentModel } from "@/lib/content/loading/load-content";
import { createQueries } from "@/lib/content/queries/create-queries";
import { paths } from "@/lib/paths";
import { siteSitemap } from "./sitemap-xml";

/**
 * Writes the parts of a sitemap index under `publicDir` (the export copies them to out/):
 * a static export cannot give a route a list of files that is empty on a small site, so the
 * parts are files and /sitemap.xml (a route) is the index. Old parts are always removed.
 */
export function writeSitemapParts(model: ContentModel, publicDir: string): number {
  const { parts } = siteSitemap(createQueries(model, () => ""));
  rmSync(path.join(publicDir, path.dirname(paths.sitemapPart(1))), {
    recursive: true,
    force: true,
  });
  for (const part of parts) {
    const file = path.join(publicDir, part.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, part.xml);
  }
  return parts.length;
}
