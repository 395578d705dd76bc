import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import type { z } from "zod";
import {
  articleFrontMatterSchema,
  authorSchema,
  categoryFields as category,
  imageSchema,
  pageFrontMatterSchema,
  reviewerSchema,
} from "@/lib/content/schemas";
import type { STATIC_PAGE_PATHS } from "@/lib/paths";
import { SLUG_PATTERN } from "@/lib/text/slug";

/**
 * The editors' desk (Decap CMS) as configuration: one collection per kind of content file, in
 * Turkish, with the rules of the Zod schemas the build applies (src/lib/content/schemas.ts), so a
 * form refuses what the build would. Formats are ours (src/editor/formats.ts): they write only
 * what changed.
 */

export const FORMATS = { markdown: "isilti-md", yaml: "isilti-yaml", tree: "isilti-tree" } as const;
/** The custom widget that picks categories from the tree (src/editor/entities-widget.tsx). */
export const ENTITIES_WIDGET = "isilti-entities";

type Text = z.ZodString;
/** `[pattern, message]` for Decap from a Zod string's limits: one rule, two places. */
function lengthRule(schema: Text, what = "Bu alan"): [string, string] {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 100_000;
  return [`^[\\s\\S]{${min},${max}}$`, `${what} ${min}–${max} karakter olmalı.`];
}

const TURKISH_LETTER = "A-Za-zÇĞİÖŞÜçğıöşüÂâÎîÛû";
const article = articleFrontMatterSchema.shape;
const author = authorSchema.shape;
const page = pageFrontMatterSchema.shape;
const reviewer = reviewerSchema.shape;

const slugField = (hint: string): CmsField => ({
  name: "slug",
  label: "Adres (slug)",
  widget: "string",
  pattern: [
    SLUG_PATTERN.source,
    "Küçük harf, rakam ve tire: ç→c ğ→g ı→i ö→o ş→s ü→u (ör. gunes-kremi-secimi).",
  ],
  hint,
});

const dateField = (name: string, label: string, required: boolean, hint?: string): CmsField => ({
  name,
  label,
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "DD.MM.YYYY",
  time_format: false,
  picker_utc: true,
  required,
  ...(hint ? { hint } : {}),
});

const imageField = (name: string, label: string, hint: string): CmsField => ({
  name,
  label,
  widget: "object",
  required: false,
  collapsed: false,
  hint,
  fields: [
    // Not required one by one (the image is optional); together, by src/lib/editing/entry-checks.ts.
    { name: "src", label: "Görsel", widget: "image", choose_url: false, required: false },
    {
      name: "alt",
      label: "Alternatif metin",
      widget: "string",
      required: false,
      hint: "Görseli göremeyen okur için ne gösterdiğini anlatın (ör. “Avucuna güneş kremi sıkmış bir el”).",
      pattern: lengthRule(imageSchema.shape.alt, "Alternatif metin"),
    },
  ],
});

function articles(): CmsCollection {
  return {
    name: "articles",
    label: "Makaleler",
    label_singular: "Makale",
    description: "Her makale content/articles içinde bir Markdown dosyasıdır.",
    folder: "content/articles",
    extension: "md",
    format: FORMATS.markdown as CmsCollection["format"],
    create: true,
    slug: "{{fields.slug}}",
    identifier_field: "title",
    summary: "{{title}} · {{date}}",
    sortable_fields: ["date", "title"],
    media_folder: "images",
    public_folder: "./images",
    fields: [
      {
        name: "title",
        label: "Başlık",
        widget: "string",
        pattern: [
          `^(?=[\\s\\S]*[${TURKISH_LETTER}])[\\s\\S]{${article.title.minLength},${article.title.maxLength}}$`,
          `Başlık ${article.title.minLength}–${article.title.maxLength} karakter olmalı ve harf içermeli.`,
        ],
      },
      slugField("Makalenin adresi: /articles/adres. Yayımlandıktan sonra değiştirmeyin."),
      {
        name: "description",
        label: "Açıklama",
        widget: "text",
        hint: "Arama sonuçlarında ve kartlarda görünen bir iki cümle; 110–170 karakter en iyi okunur.",
        pattern: lengthRule(article.description, "Açıklama"),
      },
      {
        name: "author",
        label: "Yazar",
        widget: "relation",
        collection: "authors",
        value_field: "slug",
        search_fields: ["name", "slug"],
        display_fields: ["name"],
      },
      dateField(
        "date",
        "Yayın tarihi",
        true,
        "İleri bir tarih seçerseniz yazı o gün yayımlanır (planlı yazı).",
      ),
      dateField(
        "updated",
        "Güncelleme tarihi",
        false,
        "Yalnızca yayımlanmış bir yazıyı sonradan önemli ölçüde değiştirdiyseniz.",
      ),
      {
        name: "updated_note",
        label: "Güncelleme notu",
        widget: "string",
        required: false,
        hint: "Güncelleme tarihi girdiyseniz zorunlu: neyin değiştiğini tek satırda yazın (okur bunu görür).",
        pattern: lengthRule(article.updated_note.unwrap(), "Güncelleme notu"),
      },
      {
        name: "review",
        label: "Tıbbi inceleme",
        widget: "object",
        required: false,
        collapsed: false,
        hint: "Sağlık kategorilerindeki her yazıda zorunludur. Tarihi, hekim yazıyı gerçekten incelediğinde girin.",
        fields: [
          {
            name: "reviewer",
            label: "Hekim",
            widget: "relation",
            collection: "reviewers",
            value_field: "slug",
            search_fields: ["name", "slug"],
            display_fields: ["name"],
            required: false,
          },
          { ...dateField("date", "İnceleme tarihi", false) },
        ],
      },
      {
        name: "draft",
        label: "Taslak",
        widget: "boolean",
        required: false,
        hint: "Açıkken yazı sitede yayımlanmaz; yalnızca önizlemede (npm run dev) görünür.",
      },
      imageField(
        "cover",
        "Kapak görseli",
        "İsteğe bağlı; yoksa site yazıya özel bir kapak çizer. Görsel eklerseniz alternatif metin zorunludur.",
      ),
      // Decap's types list only its own widgets; this one is registered by src/editor/admin.tsx.
      {
        name: "entities",
        label: "Kategoriler",
        widget: ENTITIES_WIDGET,
        hint: "İlk satır yazının ana kategorisidir (içerik haritası ve kartlar onu gösterir).",
      } as unknown as CmsField,
      // Markdown as the editor types it: Decap's rich editor would rewrite the whole body
      // (tables, escapes) on the first keystroke; the preview beside it shows the result.
      {
        name: "body",
        label: "Metin",
        widget: "text",
        hint: "Markdown: ## ara başlık, **kalın**, [bağlantı](/articles/adres), tablolar | ile. Yazının başlığı yukarıdaki alandan gelir.",
      },
    ],
  };
}

function authors(): CmsCollection {
  return {
    name: "authors",
    label: "Yazarlar",
    label_singular: "Yazar",
    folder: "content/authors",
    extension: "yaml",
    format: FORMATS.yaml as CmsCollection["format"],
    create: true,
    slug: "{{fields.slug}}",
    identifier_field: "name",
    summary: "{{name}} · {{role}}",
    media_folder: "images",
    public_folder: "./images",
    fields: [
      { name: "name", label: "Ad soyad", widget: "string", pattern: lengthRule(author.name, "Ad") },
      slugField("Yazar sayfasının adresi: /authors/adres. Makaleler yazarı bu adla anar."),
      { name: "role", label: "Unvan", widget: "string", pattern: lengthRule(author.role, "Unvan") },
      {
        name: "description",
        label: "Biyografi",
        widget: "text",
        hint: "60–200 kelime; okurun yazara neden güveneceğini anlatın.",
        pattern: lengthRule(author.description, "Biyografi"),
      },
      {
        name: "meta_title",
        label: "Arama başlığı",
        widget: "string",
        pattern: lengthRule(author.meta_title, "Arama başlığı"),
      },
      {
        name: "meta_description",
        label: "Arama açıklaması",
        widget: "text",
        pattern: lengthRule(author.meta_description, "Arama açıklaması"),
      },
      imageField("avatar", "Fotoğraf", "İsteğe bağlı; yoksa baş harfler gösterilir."),
    ],
  };
}

function reviewers(): CmsCollection {
  return {
    name: "reviewers",
    label: "Hekimler",
    label_singular: "Hekim",
    description:
      "Sağlık yazılarını inceleyen hekimler; her biri content/reviewers içinde bir dosya.",
    folder: "content/reviewers",
    extension: "yaml",
    format: FORMATS.yaml as CmsCollection["format"],
    create: true,
    slug: "{{fields.slug}}",
    identifier_field: "name",
    summary: "{{name}} · {{title}}",
    fields: [
      {
        name: "name",
        label: "Ad soyad",
        widget: "string",
        pattern: lengthRule(reviewer.name, "Ad"),
      },
      slugField("Yazılar hekimi bu adla anar."),
      {
        name: "title",
        label: "Uzmanlık",
        widget: "string",
        hint: "Okurun göreceği biçimde: “Dermatoloji uzmanı”.",
        pattern: lengthRule(reviewer.title, "Uzmanlık"),
      },
      {
        name: "description",
        label: "Kısa özgeçmiş",
        widget: "text",
        pattern: lengthRule(reviewer.description, "Özgeçmiş"),
      },
    ],
  };
}

const categoryFields = (children: CmsField[] | null): CmsField[] => [
  slugField("Kategori adresi. Yayımlandıktan sonra değiştirmeyin ve silmeyin."),
  {
    name: "title",
    label: "Ad",
    widget: "string",
    pattern: lengthRule(category.title, "Ad"),
  },
  {
    name: "description",
    label: "Açıklama",
    widget: "text",
    pattern: lengthRule(category.description, "Açıklama"),
  },
  ...(children
    ? [
        {
          name: "children",
          label: "Alt kategoriler",
          widget: "list",
          required: false,
          collapsed: true,
          summary: "{{fields.title}}",
          fields: children,
        } as CmsField,
      ]
    : []),
];

function categories(): CmsCollection {
  return {
    name: "categories",
    label: "Kategoriler",
    label_singular: "Kategori ağacı",
    files: [
      {
        name: "tree",
        label: "Kategori ağacı",
        file: "content/categories.yaml",
        format: FORMATS.tree,
        fields: [
          {
            name: "categories",
            label: "Kategoriler",
            label_singular: "Kategori",
            widget: "list",
            collapsed: true,
            summary: "{{fields.title}}",
            fields: categoryFields(categoryFields(categoryFields(null))),
          },
        ],
      } as never,
    ],
  };
}

const PAGE_LABELS: Record<keyof typeof STATIC_PAGE_PATHS, string> = {
  "about-us": "Hakkımızda",
  "privacy-policy": "Gizlilik politikası",
  terms: "Kullanım koşulları",
};

function pages(): CmsCollection {
  return {
    name: "pages",
    label: "Sabit sayfalar",
    files: Object.entries(PAGE_LABELS).map(([slug, label]) => ({
      name: slug,
      label,
      file: `content/pages/${slug}.md`,
      format: FORMATS.markdown,
      fields: [
        {
          name: "title",
          label: "Başlık",
          widget: "string",
          pattern: lengthRule(page.title, "Başlık"),
        },
        {
          name: "description",
          label: "Açıklama",
          widget: "text",
          pattern: lengthRule(page.description, "Açıklama"),
        },
        dateField("updated", "Son güncelleme", true),
        { name: "body", label: "Metin", widget: "text", hint: "Markdown." },
      ],
    })) as never,
  };
}

export interface DeskBackend {
  /** `local`: `npm run edit` on this checkout. `github`: the newsroom's hosted desk. */
  kind: "local" | "github";
  /** local: the edit server's API (decap-server's file-system mode). */
  apiUrl?: string;
  /** github: `owner/name`, the branch, and the OAuth gateway's address. */
  repo?: string;
  branch?: string;
  oauthBaseUrl?: string;
  siteUrl?: string;
}

/** The whole desk configuration for one backend. */
export function deskConfig(backend: DeskBackend): CmsConfig {
  const collections = [articles(), authors(), reviewers(), categories(), pages()];
  const common = {
    load_config_file: false,
    locale: "tr",
    media_folder: "content/articles/images",
    public_folder: "./images",
    collections,
    slug: { encoding: "ascii", clean_accents: true },
    logo_url: "/apple-touch-icon.png",
    show_preview_links: false,
    ...(backend.siteUrl ? { site_url: backend.siteUrl, display_url: backend.siteUrl } : {}),
  } satisfies Partial<CmsConfig>;
  if (backend.kind === "local") {
    if (!backend.apiUrl) throw new Error("the local desk needs the edit server's API address");
    return {
      ...common,
      backend: { name: "proxy", proxy_url: backend.apiUrl, branch: "main" } as never,
    };
  }
  const missing = (["repo", "oauthBaseUrl"] as const).filter((k) => !backend[k]);
  if (missing.length > 0)
    throw new Error(`the GitHub desk needs ${missing.join(" and ")} (see docs/editing.md)`);
  return {
    ...common,
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch ?? "main",
      base_url: backend.oauthBaseUrl,
      auth_endpoint: "auth",
    } as never,
    publish_mode: "editorial_workflow",
  };
}
