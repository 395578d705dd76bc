import type { z } from "zod";
import type { Finding } from "../editorial/entry-rules/finding";
import { turkishIssue } from "../editorial/entry-rules/zod-issues";

/** One thing wrong with one content file, phrased for the editor who fixes it. */
export interface ContentProblem {
  /** Path relative to the project, e.g. `content/articles/x.md`. */
  file: string;
  /** Dotted field path, e.g. `entities.0.category`, `line 12` for the body, or `-` for the whole file. */
  field: string;
  /** The developers' English (the build log). */
  problem: string;
  /** The same in Turkish, for editors (npm run content:check, the desk); where one is written. */
  tr?: string;
}

export function formatProblem({ file, field, problem }: ContentProblem): string {
  return `${file}: ${field}: ${problem}`;
}

/** Thrown when content is invalid; lists every problem found, not just the first. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    const lines = problems.map(formatProblem);
    super(
      `Content is invalid (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${lines.join("\n")}`,
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** A problem of an entry rule, under the field the log has always named (a body line as "line N"). */
export function problemOf(file: string, finding: Finding, bodyStart = 0): ContentProblem {
  const field = finding.line ? `line ${finding.line + bodyStart}` : finding.field;
  return { file, field, problem: finding.detail, tr: finding.message };
}

/** Collects problems and warnings while loading, so one run reports them all. */
export class ProblemLog {
  readonly errors: ContentProblem[] = [];
  readonly warnings: ContentProblem[] = [];

  error(file: string, field: string, problem: string, tr?: string): void {
    this.errors.push({ file, field, problem, ...(tr ? { tr } : {}) });
  }

  warn(file: string, field: string, problem: string, tr?: string): void {
    this.warnings.push({ file, field, problem, ...(tr ? { tr } : {}) });
  }

  /** An entry rule's finding, as an error or a warning by its severity. */
  finding(file: string, finding: Finding, bodyStart = 0): void {
    const problem = problemOf(file, finding, bodyStart);
    (finding.severity === "error" ? this.errors : this.warnings).push(problem);
  }

  /** A schema's issues; `data` (what was validated) lets the Turkish say how long a text is. */
  zodIssues(file: string, error: z.ZodError, data?: unknown): void {
    for (const issue of error.issues) {
      const field = issue.path.length > 0 ? issue.path.join(".") : "-";
      this.error(file, field, issue.message, turkishIssue(issue, data));
    }
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw new ContentError(this.errors);
  }
}
