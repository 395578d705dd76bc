/**
 * One thing wrong with one entry (an article, an author…), as the build, `npm run
 * content:check` and the editors' desk report it: the field it is about, what to do in Turkish
 * for the editor, and the developers' English for the build log.
 */
export interface Finding {
  /** The rule that found it (./index.ts lists them). */
  rule: string;
  /** Dotted path of the form field: `description`, `review.reviewer`, `cover.alt`, `body`; `-` for the file. */
  field: string;
  /** For the body: the line of the body (1-based) the finding is on. */
  line?: number;
  /** Turkish, for the editor: a sentence that says what to do. */
  message: string;
  /** English, for the build log (what the build printed before the desk checked anything). */
  detail: string;
  /**
   * `error`: the build stops. `warning`: the site builds, but a production deploy refuses it
   * (src/lib/deploy/checks.ts), so the desk refuses it on an article that will be published.
   */
  severity: "error" | "warning";
}

export const error = (
  rule: string,
  field: string,
  message: string,
  detail: string,
  line?: number,
): Finding => ({ rule, field, message, detail, severity: "error", ...(line ? { line } : {}) });

export const warning = (
  rule: string,
  field: string,
  message: string,
  detail: string,
  line?: number,
): Finding => ({ rule, field, message, detail, severity: "warning", ...(line ? { line } : {}) });
