import { factFindings } from "./fact-rules";
import { fieldStyleFindings, houseStyleFindings } from "./house-style";
import type { ProblemLog } from "./problems";

/** The line in the file where a Markdown body's first line is (after the front matter). */
function bodyStart(text: string, body: string): number {
  return text.endsWith(body) ? text.slice(0, text.length - body.length).split("\n").length - 1 : 0;
}

/**
 * Reports the house style's findings in one Markdown file as errors, each under the file and
 * the line editors see in their editor (the body's line plus the front matter's).
 */
export function reportHouseStyle(
  source: { file: string; text: string },
  doc: { body: string; description: string },
  log: ProblemLog,
): void {
  const start = bodyStart(source.text, doc.body);
  for (const finding of houseStyleFindings(doc.body))
    log.error(source.file, `line ${finding.line + start}`, finding.message);
  for (const finding of fieldStyleFindings(doc.description))
    log.error(source.file, "description", finding.message);
}

/** Reports an article's fact findings (./fact-rules.ts) as errors, by file and line. */
export function reportFacts(
  source: { file: string; text: string },
  doc: { body: string; slug: string },
  log: ProblemLog,
): void {
  const start = bodyStart(source.text, doc.body);
  for (const finding of factFindings(doc.body, doc.slug))
    log.error(source.file, `line ${finding.line + start}`, finding.message);
}
