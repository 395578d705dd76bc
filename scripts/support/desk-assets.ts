import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";

/**
 * The site's files the hosted desk's pages ask for, by URL path: the logo in its header
 * (`logo_url`) and every image its previews show (avatars and covers in editor-data.json:
 * `src` and both `srcset`s). The desk is served from its own host, so each is copied into it.
 */
export function deskAssetPaths(config: { logo_url?: string }, data: unknown): string[] {
  const found = new Set<string>();
  if (config.logo_url?.startsWith("/")) found.add(config.logo_url);
  const visit = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (key === "src" && value.startsWith("/")) found.add(value);
      if (/SrcSet$/.test(key))
        for (const candidate of value.split(",")) found.add(candidate.trim().split(/\s+/)[0] ?? "");
    } else if (Array.isArray(value)) for (const item of value) visit(item, key);
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(data, "");
  found.delete("");
  return [...found].sort();
}

/**
 * Copies each path into the desk from the first of `siteDirs` that has it (the committed
 * `public/`, then the generated images); throws naming what is missing.
 */
export function copyDeskAssets(
  deskDir: string,
  siteDirs: readonly string[],
  paths: readonly string[],
): void {
  const sourceOf = (p: string) =>
    siteDirs.map((dir) => path.join(dir, p)).find((file) => existsSync(file));
  const missing = paths.filter((p) => !sourceOf(p));
  if (missing.length > 0)
    throw new Error(
      `the desk's pages ask for ${missing.join(", ")}, not in ${siteDirs.join(" or ")} (npm run build makes the images)`,
    );
  for (const p of paths) {
    const source = sourceOf(p);
    if (!source) continue;
    const target = path.join(deskDir, p);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
}
