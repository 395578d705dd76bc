import path from "node:path";
import { PAGE_SEGMENT, paths, RESERVED_TOP_LEVEL } from "@/lib/paths";
import { OTHER } from "../model/other-key";
import type { CategoryNode } from "../types";
import { displayPath, readSourceFile } from "./files";
import type { ProblemLog } from "./problems";
import { categoryTreeSchema, type RawCategory } from "./schemas";
import { readValidated } from "./validated";

export function loadCategories(contentDir: string, log: ProblemLog): CategoryNode[] {
  const absolute = path.join(contentDir, "categories.yaml");
  const source = readSourceFile(absolute);
  if (!source) {
    log.error(displayPath(absolute), "-", "file is missing", "Kategori ağacının dosyası eksik.");
    return [];
  }
  const raw = readValidated(source, "yaml", categoryTreeSchema, log);
  if (!raw) return [];
  const tree = raw.map((category) => toNode(category.slug, category, null, []));
  checkTree(tree, source.file, log);
  return tree;
}

function toNode(
  key: string,
  raw: RawCategory,
  parentKey: string | null,
  parentSlugs: readonly string[],
): CategoryNode {
  const slugs: [string, ...string[]] = [raw.slug];
  slugs.unshift(...parentSlugs);
  return {
    key,
    slug: raw.slug,
    title: raw.title,
    description: raw.description,
    path: paths.category(...slugs),
    parentKey,
    children: Object.entries(raw.children ?? {}).map(([childKey, child]) =>
      toNode(childKey, child, key, slugs),
    ),
  };
}

/** Slugs are URLs: unique where they share a URL space, never shadowing a page, never `other`. */
function checkTree(tree: CategoryNode[], file: string, log: ProblemLog): void {
  const seen = new Set<string>();
  tree.forEach((category, i) => {
    if (seen.has(category.slug))
      log.error(
        file,
        `${i}.slug`,
        `duplicate category slug "${category.slug}"`,
        `“${category.slug}” adresini başka bir kategori de kullanıyor.`,
      );
    if (RESERVED_TOP_LEVEL.has(category.slug)) {
      log.error(
        file,
        `${i}.slug`,
        `"${category.slug}" is reserved: the site already has a page there`,
        `“${category.slug}” adresinde sitenin kendi bir sayfası var: başka bir adres seçin.`,
      );
    }
    seen.add(category.slug);
    for (const child of category.children) {
      const field = `${i}.children.${child.key}`;
      if (child.key === OTHER)
        log.error(
          file,
          field,
          `"${OTHER}" is reserved for unfiled articles`,
          `“${OTHER}” adı kategorisiz yazılara ayrılmış: başka bir adres seçin.`,
        );
      if (child.key !== child.slug)
        log.error(
          file,
          `${field}.slug`,
          `must equal its key "${child.key}"`,
          `Adres, alt kategorinin anahtarıyla (“${child.key}”) aynı olmalı.`,
        );
      if (child.slug === PAGE_SEGMENT)
        log.error(
          file,
          `${field}.slug`,
          `"${PAGE_SEGMENT}" is reserved for the pages of listings`,
          `“${PAGE_SEGMENT}” adresi listelerin sayfalarına ayrılmış: başka bir adres seçin.`,
        );
    }
  });
}
