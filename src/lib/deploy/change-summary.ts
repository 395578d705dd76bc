import type { BuildReport } from "./build-report";
import type { LocalFile } from "./plan";

/** What a reader would find different between two builds, page by page. */
export interface BuildChange {
  /** Site paths (`/articles/x`), sorted. */
  added: string[];
  changed: string[];
  removed: string[];
  /** Files that are not pages (images, feeds, indexes, scripts) added, changed or removed. */
  otherFiles: number;
}

/** `articles/x.html` → `/articles/x`; `index.html` → `/`; null for a file that is not a page. */
export function pagePathOf(key: string): string | null {
  if (!key.endsWith(".html")) return null;
  if (key === "index.html") return "/";
  return `/${key.slice(0, -".html".length).replace(/\/index$/, "")}`;
}

export function compareBuilds(base: readonly LocalFile[], head: readonly LocalFile[]): BuildChange {
  const before = new Map(base.map((f) => [f.key, f.hash]));
  const after = new Map(head.map((f) => [f.key, f.hash]));
  const change: BuildChange = { added: [], changed: [], removed: [], otherFiles: 0 };
  const note = (key: string, kind: "added" | "changed" | "removed") => {
    const page = pagePathOf(key);
    if (page) change[kind].push(page);
    else change.otherFiles++;
  };
  for (const [key, hash] of after) {
    const old = before.get(key);
    if (old === undefined) note(key, "added");
    else if (old !== hash) note(key, "changed");
  }
  for (const key of before.keys()) if (!after.has(key)) note(key, "removed");
  for (const list of [change.added, change.changed, change.removed]) list.sort();
  return change;
}

const LISTED = 40;

/**
 * The pull request's job summary: pages added, changed and removed (articles first, with their
 * titles), what is scheduled, the content warnings, and every reason a production deploy would
 * refuse the build, so an editor sees before merging what the merge would do.
 */
export function changeSummaryMarkdown(input: {
  change: BuildChange;
  head: BuildReport;
  base: BuildReport | null;
  /** Page titles of the head build (or the base build, for removed pages), by site path. */
  titles: ReadonlyMap<string, string>;
  /** Why a production deploy would refuse the head build ([] when it would not). */
  refusals: readonly string[];
}): string {
  const { change, head, base, titles } = input;
  const lines = ["## What readers would see change", ""];
  const codeChanged = base !== null && base.buildId !== head.buildId;
  lines.push(
    `Compared with the base branch's build${base?.git ? ` (commit ${base.git.commit.slice(0, 12)})` : ""}: **${change.added.length} page(s) added, ${change.changed.length} changed, ${change.removed.length} removed**; ${change.otherFiles} other file(s) (images, feeds, indexes, scripts). ${head.articles} article(s) published${base ? ` (base: ${base.articles})` : ""}.`,
  );
  if (codeChanged)
    lines.push(
      "",
      "The code changed (a new build ID): every page changes, and readers' open tabs load their next page in full.",
    );
  const section = (title: string, paths: readonly string[]) => {
    if (paths.length === 0) return;
    const ordered = [
      ...paths.filter((p) => p.startsWith("/articles/")),
      ...paths.filter((p) => !p.startsWith("/articles/")),
    ];
    lines.push("", `### ${title} (${paths.length})`, "");
    for (const page of ordered.slice(0, LISTED)) {
      const title = titles.get(page);
      lines.push(`- \`${page}\`${title ? ` ${title}` : ""}`);
    }
    if (ordered.length > LISTED) lines.push(`- … and ${ordered.length - LISTED} more`);
  };
  section("Added", change.added);
  section("Changed", change.changed);
  section("Removed", change.removed);
  if (head.upcoming.length > 0) {
    lines.push("", `### Scheduled (${head.upcoming.length}): public on their date`, "");
    for (const a of head.upcoming) lines.push(`- \`${a.file}\` on ${a.at.slice(0, 10)}`);
  }
  if (head.warnings.length > 0) {
    lines.push("", `### Warnings (${head.warnings.length})`, "");
    for (const w of head.warnings) lines.push(`- ${w}`);
  }
  lines.push("");
  if (input.refusals.length === 0) lines.push("✅ A production deploy would take this build.");
  else {
    lines.push(`### ❌ A production deploy would refuse this build (${input.refusals.length})`, "");
    for (const r of input.refusals) lines.push(`- ${r.replaceAll("\n", "\n  ")}`);
  }
  return `${lines.join("\n")}\n`;
}
