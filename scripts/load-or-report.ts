import {
  type ContentOptions,
  contentOptionsFrom,
  type LoadedContent,
  loadContent,
} from "@/lib/content/loading/load-content";
import { ContentError, formatProblem } from "@/lib/content/loading/problems";
import { envOrExit } from "./support/env";
import { refusalMarkdown, toStepSummary } from "./support/step-summary";

/**
 * Loads the content the environment names; on invalid content prints every problem (and, in
 * GitHub Actions, lists them in the job summary) and returns undefined.
 */
export function loadOrReport(
  options: ContentOptions = contentOptionsFrom(envOrExit()),
): LoadedContent | undefined {
  try {
    return loadContent(options);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    toStepSummary(
      envOrExit(),
      refusalMarkdown(
        `content is invalid (${error.problems.length} problem(s)): nothing was built`,
        error.problems.map(formatProblem),
      ),
    );
    return undefined;
  }
}
