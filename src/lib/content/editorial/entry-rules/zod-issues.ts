import type { z } from "zod";
import { SLUG_PATTERN } from "@/lib/text/slug";

/**
 * A schema's problem (src/lib/content/loading/schemas.ts) in Turkish for the editor: the schemas'
 * messages are the developers' English; this says the same from the issue's kind and limits,
 * and from the value the editor typed, so a length comes with the count so far.
 */

/** A schema may say it in Turkish itself: `.refine(…, { params: { tr: "…" } })`. */
type Issue = z.core.$ZodIssue & { params?: { tr?: unknown } };

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );

/** Characters as the schema counts them: the text trimmed, each emoji or letter once. */
const length = (value: unknown) =>
  typeof value === "string" ? [...value.trim()].length : undefined;

/** What a missing value is told (the desk's own "required" check says the same). */
export const REQUIRED = "Bu alan zorunlu.";

const SLUG_RULE =
  "Küçük harf, rakam ve tire kullanın; Türkçe harfleri sadeleştirin: ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u (örnek: gunes-kremi-secimi).";

function formatMessage(issue: Issue & { code: "invalid_format" }, field: string): string {
  if (issue.format === "email") return "Geçerli bir e-posta adresi yazın (ad@alan.com).";
  if (issue.format === "url") return "https:// ile başlayan tam bir adres yazın.";
  const pattern = "pattern" in issue ? String(issue.pattern) : "";
  if (field === "slug" || pattern === String(SLUG_PATTERN)) return SLUG_RULE;
  if (pattern.includes("\\p{L}"))
    return "Harf içermeli: yalnızca emoji, rakam ya da işaretten oluşamaz.";
  return `Biçimi uygun değil (${issue.message}).`;
}

/** The issue's message for the editor, in Turkish. */
export function turkishIssue(issue: Issue, data: unknown): string {
  if (typeof issue.params?.tr === "string") return issue.params.tr;
  const field = String(issue.path.at(-1) ?? "");
  const value = valueAt(data, issue.path);
  switch (issue.code) {
    case "invalid_type":
      if (value === undefined || value === null || value === "") return REQUIRED;
      if (issue.expected === "boolean") return "Açık ya da kapalı olmalı (true ya da false).";
      if (issue.expected === "number") return "Bir sayı olmalı.";
      if (issue.expected === "array") return "Bir liste olmalı.";
      if (issue.expected === "object") return "Alt alanları olan bir değer olmalı.";
      return "Düz metin olmalı.";
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "array")
        return field === "entities"
          ? "En az bir kategori seçin."
          : `En az ${min} öğe olmalı (şu an ${Array.isArray(value) ? value.length : 0}).`;
      if (issue.origin !== "string") return `En az ${min} olmalı.`;
      const now = length(value) ?? 0;
      return min <= 1 || now === 0
        ? "Bu alan boş bırakılamaz."
        : `En az ${min} karakter olmalı; şu an ${now} karakter.`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "array")
        return `En çok ${max} öğe olabilir (şu an ${Array.isArray(value) ? value.length : 0}).`;
      if (issue.origin !== "string") return `En çok ${max} olabilir.`;
      return `En çok ${max} karakter olabilir; şu an ${length(value) ?? 0} karakter.`;
    }
    case "invalid_format":
      return formatMessage(issue, field);
    case "invalid_union":
      return "Bir tarih olmalı: takvimden seçin ya da 2025-03-14 biçiminde yazın.";
    case "invalid_value":
      return `Şunlardan biri olmalı: ${issue.values.map(String).join(", ")}.`;
    case "unrecognized_keys":
      return `Bilinmeyen alan: ${issue.keys.map((k) => `“${k}”`).join(", ")}. Yazım hatası olabilir: dosyada düzeltin ya da silin.`;
    default:
      return `Geçersiz değer (${issue.message}).`;
  }
}
