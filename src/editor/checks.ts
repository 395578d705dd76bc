import type { CMS } from "decap-cms-core";
import { heldBack } from "@/lib/content/loading/article-dates";
import { parseContentFile } from "@/lib/editing/content-file";
import { SOURCE } from "@/lib/editing/entry-file";
import { ownFolderImage } from "@/lib/editing/media-folders";
import { DESK, fieldName } from "@/lib/editing/texts";
import { refreshDesk } from "./desk";
import { type DeskEntry, entryData, entryFile, entryFindings, findingText } from "./entry-check";

/**
 * Just before a save, after every field has passed its own check (./checked.tsx): the rules
 * once more with the site read again (another editor may have taken the slug a minute ago),
 * findings no form field shows, and the editor's confirmation before a published article's
 * address changes. Decap stops a save whose preSave listener throws, and shows the message.
 */

/** A refusal as Decap shows it: our sentence, without "Error:" before it. */
class Refusal extends Error {
  override toString(): string {
    return this.message;
  }
}

/** A new article's uploaded cover goes to the folder of the slug it is saved under. */
function withOwnFolders(entry: DeskEntry): DeskEntry {
  if (!entry.get("newRecord")) return entry;
  const data = entryData(entry);
  const slug = typeof data.slug === "string" ? data.slug : "";
  const uploaded = ((entry.get("mediaFiles") as { toJS?: () => unknown })?.toJS?.() ?? []) as {
    path?: string;
    draft?: boolean;
  }[];
  let next = entry;
  for (const field of ["cover", "avatar"]) {
    const src = (data[field] as { src?: unknown } | undefined)?.src;
    const moved = typeof src === "string" ? ownFolderImage(src, slug, uploaded) : null;
    if (moved) next = next.setIn(["data", field, "src"], moved) as DeskEntry;
  }
  return next;
}

/** Whether readers can read the file's article now (its saved version). */
function isPublished(file: string | null, facts: Awaited<ReturnType<typeof refreshDesk>>["facts"]) {
  const saved = facts.articles.find((a) => a.file === file);
  return !!saved && heldBack(saved, new Date()) === null;
}

export function registerChecks(cms: CMS): void {
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry: original }) => {
      const desk = await refreshDesk().catch(() => {
        throw new Refusal(DESK.checkFailed);
      });
      const entry = withOwnFolders(original as DeskEntry);
      const collection = String(entry.get("collection"));
      const findings = entryFindings(entry);
      if (findings.length > 0)
        throw new Refusal(
          findings.map((f) => `${fieldName(collection, f.field)}: ${findingText(f)}`).join(" "),
        );
      const data = entryData(entry);
      const file = entryFile(entry);
      if (collection === "articles" && file && typeof data[SOURCE] === "string") {
        const before = parseContentFile(data[SOURCE], "markdown").data.slug;
        const after = data.slug;
        if (
          typeof before === "string" &&
          before !== after &&
          isPublished(file, desk.facts) &&
          !window.confirm(DESK.renamePublished(before, String(after)))
        )
          throw new Refusal(DESK.renameCancelled);
      }
      return entry.get("data");
    },
  });
}
