import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { frontMatterParts } from "@/lib/content/loading/front-matter";

/**
 * HTML is read by a parser (rehype-parse on the server, DOMParser in the browser), never by a
 * regular expression: a pattern that looks for tags misreads comments, attributes holding `>`,
 * unclosed elements and entities, and a sanitizer's guarantees do not survive it. This test
 * parses every source file of src/ and names each regular expression (a literal, or a string
 * given to `RegExp`) that matches tags or entities.
 */

/**
 * A tag in a pattern: `<` then a letter, `/`, `\/`, `!`, a class or a group (`<[^>]*>`,
 * `<(pre|code)`, `<\/h2>`), unless it belongs to `(?<name>`, `(?<=` or `(?<!`. An entity: `&#`
 * or `&` then a group or class (`&(?:amp|lt);`, `&[a-z]+;`).
 */
const HTML_IN_PATTERN = /(?<!\(\?)<(?:[a-zA-Z/![(]|\\\/)|&(?:#|\(|\[)/;

interface HtmlPattern {
  line: number;
  pattern: string;
}

type Node = { type: string; loc?: { start: { line: number } } | null } & Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** The pattern a node writes: a regex literal, or the first argument of `RegExp(…)`. */
function patternOf(node: Node): string | null {
  if (node.type === "RegExpLiteral") return String(node.pattern);
  if (node.type !== "NewExpression" && node.type !== "CallExpression") return null;
  const callee = node.callee as Node;
  if (callee.type !== "Identifier" || callee.name !== "RegExp") return null;
  const [first] = node.arguments as Node[];
  if (first?.type === "StringLiteral") return String(first.value);
  if (first?.type === "TemplateLiteral")
    return (first.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join("");
  return null;
}

/** Regular expressions over HTML in a TypeScript or TSX source, with their lines. */
function htmlPatterns(source: string, lineOffset = 0): HtmlPattern[] {
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const found: HtmlPattern[] = [];
  const visit = (node: Node) => {
    const pattern = patternOf(node);
    if (pattern !== null && HTML_IN_PATTERN.test(pattern))
      found.push({ line: (node.loc?.start.line ?? 0) + lineOffset, pattern });
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key === "leadingComments" || key === "trailingComments") continue;
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  };
  visit(ast.program as unknown as Node);
  return found;
}

/** An `.astro` file's script: its front matter, on the file's own lines. */
function astroScript(text: string): { source: string; lineOffset: number } {
  const parts = frontMatterParts(text);
  if (!parts) return { source: "", lineOffset: 0 };
  return { source: parts.yaml, lineOffset: text.slice(0, parts.yamlStart).split("\n").length - 1 };
}

/**
 * Tests of markup our own code writes that is not HTML (cover and card SVG, sitemap XML): they
 * check the bytes as written, and the sitemap's 50,000-URL case reads `<loc>`s by pattern
 * because parsing it as XML is slow (its small cases parse). Any other file is scanned.
 */
const NOT_HTML = new Set([
  "lib/images/build-images.test.ts",
  "lib/images/cover-art.test.ts",
  "lib/images/social-cards.test.ts",
  "lib/seo/sitemap-xml.test.ts",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [full] : [];
  });
}

describe("regular expressions over HTML", () => {
  it("finds tag and entity patterns, and not lookbehinds, named groups or plain text", () => {
    const sample = [
      'const tags = html.replace(/<[^>]*>/g, " ");',
      "const heading = /<h2\\b[^>]*>([\\s\\S]*?)<\\/h2>/gi;",
      'const built = new RegExp("<(pre|code)\\\\b");',
      "const entity = /&(#x[0-9a-f]+|#\\d+|[a-z]+);/gi;",
      "const fine = /(?<!\\p{L})incel(?<ek>ler)?/u;",
      "const less = /a < b|x<-y/;",
      'const jsx = <p title="<b>">{"<b>"}</p>;',
    ].join("\n");
    expect(htmlPatterns(sample).map((p) => p.line)).toEqual([1, 2, 3, 4]);
  });

  it("reads an .astro file's front matter on the file's own lines", () => {
    const astro = "---\nconst a = 1;\nconst b = x.match(/<title>/);\n---\n<p>{b}</p>\n";
    const { source, lineOffset } = astroScript(astro);
    expect(htmlPatterns(source, lineOffset)).toEqual([{ line: 3, pattern: "<title>" }]);
  });

  it("finds none in src/ (this file's samples are strings, not patterns)", () => {
    const root = path.resolve("src");
    // This file's own pattern describes tags; it reads source code, not HTML.
    const self = path.join(root, "no-html-regex.test.ts");
    const files = sourceFiles(root).filter(
      (file) => file !== self && !NOT_HTML.has(path.relative(root, file)),
    );
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const { source, lineOffset } = file.endsWith(".astro")
        ? astroScript(text)
        : { source: text, lineOffset: 0 };
      return htmlPatterns(source, lineOffset).map(
        (p) => `${path.relative(process.cwd(), file)}:${p.line}: /${p.pattern}/`,
      );
    });
    expect(found).toEqual([]);
  });
});
