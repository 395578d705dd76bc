import {
  copyFileSync,
  createReadStream,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { contentTypeOf } from "@/lib/hosting/content-types";

/**
 * The files the prebuild and the content loader make from content (images, social cards,
 * sitemap parts: src/lib/generated-files.ts) into the site: added to the build output when
 * Astro is done, and answered by the dev server at the same addresses.
 */
export function generatedFiles(dir: string): AstroIntegration {
  return {
    name: "isilti-generated-files",
    hooks: {
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const file = fileFor(dir, request.url ?? "/");
          if (!file || (request.method !== "GET" && request.method !== "HEAD")) return next();
          response.setHeader("Content-Type", contentTypeOf(file));
          if (request.method === "HEAD") return response.end();
          createReadStream(file).pipe(response);
        });
      },
      "astro:build:done": ({ dir: outDir, logger }) => {
        const count = linkTree(dir, fileURLToPath(outDir));
        logger.info(`${count} generated files added (images, social cards, sitemap parts)`);
      },
    },
  };
}

/** The generated file a request addresses, if there is one (never a path outside `dir`). */
function fileFor(dir: string, url: string): string | undefined {
  let sitePath: string;
  try {
    sitePath = decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return undefined;
  }
  const file = path.join(dir, sitePath);
  if (!file.startsWith(`${dir}${path.sep}`)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * Hard-links every file of `from` into `to` at the same relative path (a copy where a link is
 * not possible): tens of thousands of images at 10,000 articles, so no bytes are copied. The
 * cache only ever adds or removes files, never rewrites one, so the links stay safe.
 */
function linkTree(from: string, to: string): number {
  if (!existsSync(from)) return 0;
  let count = 0;
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      linkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
    count++;
  }
  return count;
}
