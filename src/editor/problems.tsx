import { useEffect, useState } from "react";
import type { DeskData, DeskProblem } from "@/lib/editing/desk-data";
import { DESK } from "@/lib/editing/texts";
import { desk, onDesk } from "./desk";

/**
 * The list at the top of the desk of every file the build would stop on, in Turkish, each with
 * a link that opens the file's form where the field is marked: an editor fixes a file written
 * by hand, or by an older desk, without leaving the desk.
 */
/** Whether a form is open (Decap's routes `#/collections/x/entries/y` and `#/collections/x/new`). */
const isEditing = () => /^#\/collections\/[^/]+\/(entries|new)/.test(window.location.hash);

export function ProblemList() {
  const [data, setData] = useState<DeskData>(desk());
  const [hidden, setHidden] = useState(false);
  const [editing, setEditing] = useState(isEditing());
  useEffect(() => onDesk(setData), []);
  useEffect(() => {
    const follow = () => setEditing(isEditing());
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  const errors = data.problems.filter((p) => p.severity === "error");
  // An open form marks its own fields; the list would cover its toolbar.
  if (errors.length === 0 || hidden || editing) return null;
  const files = new Map<string, DeskProblem[]>();
  for (const problem of errors)
    files.set(problem.file, [...(files.get(problem.file) ?? []), problem]);
  return (
    <section className="desk-problems" aria-labelledby="desk-problems-title" lang="tr">
      <h2 id="desk-problems-title">{DESK.problemsTitle(files.size)}</h2>
      <p>{DESK.problemsIntro}</p>
      <ul>
        {[...files].map(([file, problems]) => (
          <li key={file}>
            <code>{file}</code>{" "}
            {problems[0]?.link ? (
              <a href={problems[0].link}>{DESK.problemsOpen}</a>
            ) : (
              <span>{DESK.problemsNoForm}</span>
            )}
            <ul>
              {problems.map((p) => (
                <li key={`${p.field}: ${p.message}`}>
                  <strong>{p.field}:</strong> {p.message}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setHidden(true)}>
        {DESK.problemsHide}
      </button>
    </section>
  );
}
