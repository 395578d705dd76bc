import { Document } from "yaml";
import { parseYamlDocument } from "@/lib/content/loading/front-matter";
import { sameValue } from "./content-file";

/**
 * content/categories.yaml as the desk's form has it. The file is a list whose `children` are
 * maps keyed by slug (the keys articles name); a form edits lists, so children become lists
 * here and maps again when written. A save that changed nothing returns the file as it was;
 * one that changed something writes the tree in the file's own layout, its comments kept.
 */

export interface TreeNode {
  slug: string;
  title: string;
  description: string;
  children?: TreeNode[];
}

interface FileNode {
  slug: string;
  title: string;
  description: string;
  children?: Record<string, FileNode> | null;
}

const toForm = (node: FileNode): TreeNode => ({
  slug: node.slug,
  title: node.title,
  description: node.description,
  ...(node.children ? { children: Object.values(node.children).map(toForm) } : {}),
});

const toFile = (node: TreeNode): FileNode => ({
  slug: node.slug,
  title: node.title,
  description: node.description,
  ...(node.children && node.children.length > 0
    ? { children: Object.fromEntries(node.children.map((c) => [c.slug, toFile(c)])) }
    : {}),
});

export function parseTreeFile(text: string): { categories: TreeNode[] } {
  const list = parseYamlDocument(text).toJS();
  return { categories: Array.isArray(list) ? (list as FileNode[]).map(toForm) : [] };
}

export function writeTreeFile(original: string | null, data: { categories?: TreeNode[] }): string {
  const categories = data.categories ?? [];
  if (original !== null && sameValue(parseTreeFile(original).categories, categories))
    return original;
  const doc = parseYamlDocument(original ?? "");
  // The file's opening comment: YAML gives it to the document, the list or its first item.
  type Commented = { commentBefore?: string | null; items?: Commented[] } | null | undefined;
  const contents = doc.contents as Commented;
  const header =
    doc.commentBefore ?? contents?.commentBefore ?? contents?.items?.[0]?.commentBefore;
  const next = new Document(categories.map(toFile), { schema: "core" });
  const comment = header
    ? `${header
        .split("\n")
        .map((line) => `#${line}`)
        .join("\n")}\n`
    : "";
  return comment + next.toString({ lineWidth: 0 });
}
