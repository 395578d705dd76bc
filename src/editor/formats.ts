import type { CMS } from "decap-cms-core";
import { parseContentFile, writeContentFile } from "@/lib/editing/content-file";
import { FORMATS } from "@/lib/editing/desk-fields";
import { FIELD_ORDER } from "@/lib/editing/fields";
import { parseTreeFile, writeTreeFile } from "@/lib/editing/tree-file";

/**
 * The desk reads and writes files through these formats, not Decap's own: Decap's would
 * re-quote, re-fold and re-order every front matter it saves. Each entry keeps the file as it
 * was read under SOURCE (not a form field, so Decap carries it along untouched), and a save
 * rewrites only what changed in it.
 */
export const SOURCE = "__source";

const MARKDOWN_ORDER = [...new Set([...FIELD_ORDER.articles, ...FIELD_ORDER.pages])];

type Entry = Record<string, unknown>;

function split(data: object): { source: string | null; body: string; fields: Entry } {
  const { [SOURCE]: source, body, ...fields } = data as Entry;
  return {
    source: typeof source === "string" ? source : null,
    body: typeof body === "string" ? body : "",
    fields,
  };
}

export function registerFormats(cms: CMS): void {
  cms.registerCustomFormat(FORMATS.markdown, "md", {
    fromFile: (content) => {
      const { data, body } = parseContentFile(content, "markdown");
      return { ...data, body, [SOURCE]: content };
    },
    toFile: (data) => {
      const { source, body, fields } = split(data);
      return writeContentFile(source, fields, body, { kind: "markdown", order: MARKDOWN_ORDER });
    },
  });
  for (const [format, order] of [
    [FORMATS.author, FIELD_ORDER.authors],
    [FORMATS.reviewer, FIELD_ORDER.reviewers],
  ] as const)
    cms.registerCustomFormat(format, "yaml", {
      fromFile: (content) => ({ ...parseContentFile(content, "yaml").data, [SOURCE]: content }),
      toFile: (data) => {
        const { source, fields } = split(data);
        return writeContentFile(source, fields, "", { kind: "yaml", order });
      },
    });
  cms.registerCustomFormat(FORMATS.tree, "yaml", {
    fromFile: (content) => ({ ...parseTreeFile(content), [SOURCE]: content }),
    toFile: (data) => {
      const { source, fields } = split(data);
      return writeTreeFile(source, fields as Parameters<typeof writeTreeFile>[1]);
    },
  });
}
