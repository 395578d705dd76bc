import type { CMS } from "decap-cms-core";
import { parseContentFile } from "@/lib/editing/content-file";
import { FORMATS } from "@/lib/editing/desk-fields";
import { entryText, FILE_KINDS, SOURCE, STATUS, splitEntry } from "@/lib/editing/entry-file";
import { statusLabel } from "@/lib/editing/status";
import { parseTreeFile, writeTreeFile } from "@/lib/editing/tree-file";

/**
 * The desk reads and writes files through these formats, not Decap's own: Decap's would
 * re-quote, re-fold and re-order every front matter it saves. Each entry keeps the file as it
 * was read under SOURCE (not a form field, so Decap carries it along untouched), and a save
 * rewrites only what changed in it. An article also carries its status for the list.
 */
export function registerFormats(cms: CMS): void {
  cms.registerCustomFormat(FORMATS.markdown, "md", {
    fromFile: (content) => {
      const { data, body } = parseContentFile(content, "markdown");
      const status = statusLabel(data, new Date());
      return { ...data, body, [SOURCE]: content, [STATUS]: status ? `${status} · ` : "" };
    },
    toFile: (data) => entryText(data, FILE_KINDS.articles),
  });
  for (const [format, file] of [
    [FORMATS.author, FILE_KINDS.authors],
    [FORMATS.reviewer, FILE_KINDS.reviewers],
  ] as const)
    cms.registerCustomFormat(format, "yaml", {
      fromFile: (content) => ({ ...parseContentFile(content, "yaml").data, [SOURCE]: content }),
      toFile: (data) => entryText(data, file),
    });
  cms.registerCustomFormat(FORMATS.tree, "yaml", {
    fromFile: (content) => ({ ...parseTreeFile(content), [SOURCE]: content }),
    toFile: (data) => {
      const { source, fields } = splitEntry(data);
      return writeTreeFile(source, fields as Parameters<typeof writeTreeFile>[1]);
    },
  });
}
