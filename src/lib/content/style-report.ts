import { fieldStyleFindings, houseStyleFindings } from "./house-style";
import type { ProblemLog } from "./problems";

/**
 * Reports the house style's findings in one Markdown file as errors, each under the file and
 * the line editors see in their editor (the body's line plus the front matter's).
 */
export function reportHouseStyle(
  source: { file: string; text: string },
  doc: { body: string; description: string },
  log: ProblemLog,
): void {
  const { text, file } = source;
  const bodyStart = text.endsWith(doc.body)
    ? text.slice(0, text.length - doc.body.length).split("\n").length - 1
    : 0;
  for (const finding of houseStyleFindings(doc.body))
    log.error(file, `line ${finding.line + bodyStart}`, finding.message, finding.tr);
  for (const finding of fieldStyleFindings(doc.description))
    log.error(file, "description", finding.message, finding.tr);
}
