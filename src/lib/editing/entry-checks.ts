/**
 * Checks the desk runs on an entry just before it saves (a Decap `preSave` listener), for the
 * rules a single form field cannot express: alt text with an image, and a new file's slug
 * already used by another. `npm run content:check` applies the same rules to every file.
 */

export interface SavedEntry {
  collection: string;
  data: Record<string, unknown>;
  /** A file that does not exist yet (a new article or author). */
  isNew: boolean;
}

/** Slugs in use, per collection, as the desk last read them (editor-data.json). */
export type TakenSlugs = Partial<Record<string, readonly string[]>>;

const IMAGE_FIELD: Record<string, { field: string; label: string }> = {
  articles: { field: "cover", label: "Kapak görseli" },
  authors: { field: "avatar", label: "Fotoğraf" },
};

/** Turkish sentences naming each problem; [] when the entry may be saved. */
export function entryProblems(entry: SavedEntry, taken: TakenSlugs): string[] {
  const problems: string[] = [];
  const image = IMAGE_FIELD[entry.collection];
  if (image) {
    const value = (entry.data[image.field] ?? {}) as { src?: unknown; alt?: unknown };
    const src = typeof value.src === "string" ? value.src.trim() : "";
    const alt = typeof value.alt === "string" ? value.alt.trim() : "";
    if (src && !alt)
      problems.push(
        `${image.label} için alternatif metin gerekli: görseli göremeyen okura ne gösterdiğini yazın.`,
      );
    if (!src && alt) problems.push(`${image.label}: alternatif metin var ama görsel seçilmedi.`);
  }
  const updated = typeof entry.data.updated === "string" ? entry.data.updated.trim() : "";
  const note = typeof entry.data.updated_note === "string" ? entry.data.updated_note.trim() : "";
  if (updated && !note)
    problems.push(
      "Güncelleme tarihi girdiyseniz, neyin değiştiğini güncelleme notunda tek satırla yazın.",
    );
  const slug = typeof entry.data.slug === "string" ? entry.data.slug : "";
  if (entry.isNew && slug && taken[entry.collection]?.includes(slug))
    problems.push(`“${slug}” adresi başka bir dosyada kullanılıyor: başka bir adres (slug) seçin.`);
  return problems;
}
