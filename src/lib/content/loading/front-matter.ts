import { type Document, parse, parseDocument } from "yaml";

/**
 * The one reader of content files' YAML, for the build and the editors' desk alike (it runs in
 * the browser too: no Node module here). YAML 1.2's core schema keeps `date: 2025-05-14` the
 * text the editor typed, not a Date, so the schemas see exactly what the file says.
 */
const OPTIONS = { schema: "core", uniqueKeys: true } as const;

/** A YAML file's data; throws on invalid YAML with the parser's own message (line, column). */
export function parseYamlText(text: string): unknown {
  return parse(text, { ...OPTIONS, prettyErrors: true });
}

/** A YAML text as a document, comments and quoting kept: the desk rewrites only what changed. */
export function parseYamlDocument(text: string): Document {
  return parseDocument(text, OPTIONS);
}

/** Where a Markdown file's front matter and body are, as offsets into its text. */
interface FrontMatterParts {
  /** The YAML between the fences. */
  yaml: string;
  /** Offset of the YAML's first character (just after the opening `---` line). */
  yamlStart: number;
  /** Offset just after the YAML (before the line break that ends it, if any). */
  yamlEnd: number;
  /** Offset of the body: just after the closing `---` line and its line break. */
  bodyStart: number;
}

const FENCE = "---";

/** The line of `text` starting at `from`: its end (before any line break) and the next line's start. */
function lineAt(text: string, from: number): { end: number; next: number } {
  const newline = text.indexOf("\n", from);
  if (newline < 0) return { end: text.length, next: text.length };
  return { end: text[newline - 1] === "\r" ? newline - 1 : newline, next: newline + 1 };
}

const isFence = (line: string) => line.startsWith(FENCE) && line.slice(FENCE.length).trim() === "";

/**
 * The front matter of a Markdown file: the lines between a first line `---` and the next line
 * `---` (spaces after either allowed). Null when the file does not start with one, or when the
 * block is never closed.
 */
export function frontMatterParts(text: string): FrontMatterParts | null {
  const opening = lineAt(text, 0);
  if (!isFence(text.slice(0, opening.end)) || opening.next === text.length) return null;
  for (let at = opening.next; at < text.length; ) {
    const line = lineAt(text, at);
    if (isFence(text.slice(at, line.end))) {
      // The YAML ends before the line break that precedes the closing fence.
      const before = at === opening.next ? at : text[at - 2] === "\r" ? at - 2 : at - 1;
      return {
        yaml: text.slice(opening.next, before),
        yamlStart: opening.next,
        yamlEnd: before,
        bodyStart: line.next,
      };
    }
    at = line.next;
  }
  return null;
}

/**
 * A Markdown file's front matter as data and its body. Null without a front matter block;
 * throws on invalid YAML.
 */
export function parseFrontMatterText(text: string): { data: unknown; body: string } | null {
  const parts = frontMatterParts(text);
  if (!parts) return null;
  return { data: parseYamlText(parts.yaml) ?? {}, body: text.slice(parts.bodyStart) };
}
