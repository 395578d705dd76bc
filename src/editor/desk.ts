import type { DeskData } from "@/lib/editing/preview-model";

/**
 * The site as the desk read it when it opened (editor-data.json), for the previews and the
 * category picker. Decap takes components, not props from us: they read it here.
 */
let current: DeskData | null = null;

export function setDesk(desk: DeskData): void {
  current = desk;
}

export function desk(): DeskData {
  if (!current) throw new Error("the desk's data is read before any entry is shown");
  return current;
}
