import { isMap, isScalar, type Node, type Pair, type Scalar } from "yaml";
import { frontMatterParts, parseYamlDocument } from "@/lib/content/loading/front-matter";

/**
 * The editors' desk reads and writes content files through these two functions (a Decap CMS
 * custom format, src/editor/formats.ts). Writing changes only what the editor changed: every
 * other byte of the file (key order, quoting, folded text, comments, the body) stays as it was,
 * so opening and saving an article leaves it byte-identical and a title edit is a one-line diff.
 */

export type Data = Record<string, unknown>;

/** The build's own reader (front-matter.ts): what the desk reads is what the build reads. */
const parseYaml = parseYamlDocument;

/** A Markdown file's front matter and body; a YAML file's data (body ""). */
export function parseContentFile(
  text: string,
  kind: "markdown" | "yaml",
): { data: Data; body: string } {
  if (kind === "yaml") return { data: asData(parseYaml(text).toJS()), body: "" };
  const parts = frontMatterParts(text);
  if (!parts) return { data: {}, body: text };
  return { data: asData(parseYaml(parts.yaml).toJS()), body: text.slice(parts.bodyStart) };
}

const asData = (value: unknown): Data =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Data) : {};

/** Empty form fields and a cleared switch mean "not set": they never add a line to a file. */
function isUnset(value: unknown): boolean {
  if (value === undefined || value === null || value === "" || value === false) return true;
  if (Array.isArray(value)) return false;
  if (typeof value === "object") return Object.values(value as Data).every(isUnset);
  return false;
}

/** Equal as data: key order of objects does not matter, and unset equals absent. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isUnset(a) && isUnset(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue((a as Data)[k], (b as Data)[k]));
  }
  return a === b;
}

/** Fields written in double quotes when new: free text, as the bundled files have them. */
const QUOTED = new Set([
  "title",
  "description",
  "alt",
  "name",
  "role",
  "meta_title",
  "meta_description",
  "updated_note",
]);

/** Drops unset fields, so a new value never carries an empty `cover: {}` or `updated: ""`. */
function withoutUnset(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnset);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value as Data)
        .filter(([, v]) => Array.isArray(v) || !isUnset(v))
        .map(([k, v]) => [k, withoutUnset(v)]),
    );
  return value;
}

/** `key: value` as YAML, in the house style, with `style` kept from the field's old value. */
function pairText(key: string, value: unknown, style: Scalar.Type | undefined): string {
  const doc = parseYaml("");
  const node = doc.createNode({ [key]: withoutUnset(value) });
  const quote = (n: unknown, field: string) => {
    if (isScalar(n) && typeof n.value === "string" && QUOTED.has(field)) n.type = "QUOTE_DOUBLE";
  };
  const visit = (n: unknown) => {
    if (isMap(n))
      for (const pair of n.items) {
        const field = String((pair.key as Scalar).value);
        quote(pair.value, field);
        visit(pair.value);
      }
    else if (n && typeof n === "object" && "items" in n)
      for (const item of (n as { items: unknown[] }).items) visit(item);
  };
  visit(node);
  const top = node.items[0] as Pair<Scalar, Node>;
  if (style && isScalar(top.value) && typeof top.value.value === "string") top.value.type = style;
  doc.contents = node;
  return doc.toString({ lineWidth: style?.startsWith("BLOCK") ? 80 : 0 }).replace(/\n$/, "");
}

/** Order of fields in a new line: after the field it follows in the collection's form. */
function insertAfter(
  order: readonly string[],
  present: readonly string[],
  key: string,
): string | null {
  const at = order.indexOf(key);
  for (let i = at - 1; i >= 0; i--) if (present.includes(order[i] ?? "")) return order[i] ?? null;
  return null;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The YAML text with `data` in it: changed fields rewritten, removed ones cut, new ones added. */
export function spliceYaml(original: string, data: Data, order: readonly string[]): string {
  const doc = parseYaml(original);
  if (!isMap(doc.contents) || doc.errors.length > 0) return freshYaml(data, order);
  const old = asData(doc.toJS());
  const pairs = doc.contents.items as Pair<Scalar, Node | null>[];
  const edits: Edit[] = [];
  const lineStart = (at: number) => original.lastIndexOf("\n", at - 1) + 1;
  const pairEnd = (pair: Pair<Scalar, Node | null>) => {
    const end = pair.value?.range?.[1] ?? pair.key.range?.[1] ?? 0;
    return original[end - 1] === "\n" ? end - 1 : end;
  };
  for (const pair of pairs) {
    const key = String(pair.key.value);
    const start = lineStart(pair.key.range?.[0] ?? 0);
    const end = pairEnd(pair);
    if (isUnset(data[key]) && !Array.isArray(data[key])) {
      if (!isUnset(old[key]))
        edits.push({ start, end: original[end] === "\n" ? end + 1 : end, text: "" });
    } else if (!sameValue(old[key], data[key])) {
      const style = isScalar(pair.value) ? pair.value.type : undefined;
      edits.push({ start, end, text: pairText(key, data[key], style) });
    }
  }
  const present = pairs.map((p) => String(p.key.value));
  // New fields in the form's order; several after one anchor are joined into one insertion.
  const inserts = new Map<number, string>();
  for (const key of formOrder(data, order)) {
    const value = data[key];
    if (present.includes(key) || (isUnset(value) && !Array.isArray(value))) continue;
    const after = insertAfter(order, present, key);
    const anchor = pairs.find((p) => String(p.key.value) === after) ?? pairs[pairs.length - 1];
    const at = anchor ? pairEnd(anchor) : original.length;
    const line = `${at > 0 ? "\n" : ""}${pairText(key, value, undefined)}`;
    inserts.set(at, (inserts.get(at) ?? "") + line);
  }
  for (const [at, text] of inserts) edits.push({ start: at, end: at, text });
  let text = original;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end))
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return text;
}

/** The keys of `data`: the form's first, in its order, then any others as they come. */
const formOrder = (data: Data, order: readonly string[]) => [
  ...order.filter((k) => k in data),
  ...Object.keys(data).filter((k) => !order.includes(k)),
];

/** A new file's YAML: the form's order, the house quoting. */
export function freshYaml(data: Data, order: readonly string[]): string {
  return formOrder(data, order)
    .filter((k) => Array.isArray(data[k]) || !isUnset(data[k]))
    .map((k) => pairText(k, data[k], undefined))
    .join("\n");
}

/**
 * The file as it should be after a save: `original` with only the changed fields and body
 * rewritten, or a new file in the house format when there is none.
 */
export function writeContentFile(
  original: string | null,
  data: Data,
  body: string,
  options: { kind: "markdown" | "yaml"; order: readonly string[] },
): string {
  if (options.kind === "yaml") {
    if (original === null) return `${freshYaml(data, options.order)}\n`;
    return spliceYaml(original, data, options.order);
  }
  const parts = original === null ? null : frontMatterParts(original);
  if (original === null || !parts) {
    const text = body.endsWith("\n") || body === "" ? body : `${body}\n`;
    return `---\n${freshYaml(data, options.order)}\n---\n${text}`;
  }
  const oldBody = original.slice(parts.bodyStart);
  const newYaml = spliceYaml(parts.yaml, data, options.order);
  return (
    original.slice(0, parts.yamlStart) +
    newYaml +
    original.slice(parts.yamlEnd, parts.bodyStart) +
    (body === oldBody ? oldBody : body)
  );
}
