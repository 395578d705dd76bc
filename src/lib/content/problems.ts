import type { z } from "zod";

/** One thing wrong with one content file, phrased for the editor who fixes it. */
export interface ContentProblem {
  /** Path relative to the project, e.g. `content/articles/x.md`. */
  file: string;
  /** Dotted field path, e.g. `entities.0.category`, or `-` for the whole file. */
  field: string;
  problem: string;
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

/** Collects problems and warnings while loading, so one run reports them all. */
export class ProblemLog {
  readonly errors: ContentProblem[] = [];
  readonly warnings: ContentProblem[] = [];

  error(file: string, field: string, problem: string): void {
    this.errors.push({ file, field, problem });
  }

  warn(file: string, field: string, problem: string): void {
    this.warnings.push({ file, field, problem });
  }

  zodIssues(file: string, error: z.ZodError): void {
    for (const issue of error.issues) {
      const field = issue.path.length > 0 ? issue.path.join(".") : "-";
      this.error(file, field, issue.message);
    }
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw new ContentError(this.errors);
  }
}
