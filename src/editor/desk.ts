import type { DeskData } from "@/lib/editing/desk-data";

/**
 * The site as the desk last read it (editor-data.json): for the previews, the category picker,
 * the checks before a save and the list of problems. Decap takes components, not props from
 * us: they read it here. It is read again after each save and when the editor opens an entry.
 */
let current: DeskData | null = null;
const listeners = new Set<(desk: DeskData) => void>();

export function setDesk(desk: DeskData): void {
  current = desk;
  for (const listener of listeners) listener(desk);
}

export function desk(): DeskData {
  if (!current) throw new Error("the desk's data is read before any entry is shown");
  return current;
}

/** Calls `listener` with every new read; returns the function that stops it. */
export function onDesk(listener: (desk: DeskData) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads editor-data.json again; the last read stays when the server cannot be reached. */
export async function refreshDesk(): Promise<DeskData> {
  const response = await fetch("editor-data.json", { cache: "no-store" });
  if (!response.ok) throw new Error(`editor-data.json: ${response.status}`);
  const next = (await response.json()) as DeskData;
  setDesk(next);
  return next;
}
