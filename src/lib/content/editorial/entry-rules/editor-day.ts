import { formatDate } from "@/lib/i18n/format";

/**
 * A day in an editor's message ("15 Aralık 2025"): the newsroom's, in Turkish and Istanbul
 * time, whatever the site's language (the desk and its messages are for Turkish editors).
 */
export const editorDay = (iso: string) =>
  formatDate(iso, { locale: "tr-TR", timeZone: "Europe/Istanbul" });
