import type { CMS } from "decap-cms-core";
import { entryProblems } from "@/lib/editing/entry-checks";
import type { DeskData } from "@/lib/editing/preview-model";
import { SOURCE } from "./formats";

/**
 * Before every save: the rules no single field can hold (entry-checks.ts). Decap stops a save
 * whose preSave listener throws and shows the message to the editor.
 */
export function registerChecks(cms: CMS, desk: () => Promise<DeskData>): void {
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const data = entry.get("data")?.toJS?.() ?? {};
      const problems = entryProblems(
        { collection: String(entry.get("collection")), data, isNew: !data[SOURCE] },
        (await desk()).slugs,
      );
      if (problems.length > 0) throw new Error(problems.join(" "));
    },
  });
}
