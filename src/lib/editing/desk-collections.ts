import type { CmsCollection, CmsField } from "decap-cms-core";
import { ARTICLE_FORMS } from "@/lib/content/forms";
import {
  articleFrontMatterSchema,
  authorSchema,
  categoryFields as category,
  pageFrontMatterSchema,
  reviewerSchema,
} from "@/lib/content/schemas";
import { tr } from "@/lib/i18n/tr";
import type { STATIC_PAGE_PATHS } from "@/lib/paths";
import {
  dateField,
  ENTITIES_WIDGET,
  FORMATS,
  imageField,
  lengthRule,
  slugField,
  TURKISH_LETTER,
} from "./desk-fields";

/**
 * The desk's collections: one per kind of content file, in Turkish (docs/editing.md), each
 * field with the rule the build applies to it.
 */

const article = articleFrontMatterSchema.shape;
const author = authorSchema.shape;
const page = pageFrontMatterSchema.shape;
const reviewer = reviewerSchema.shape;

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
        name: "form",
        label: "Yazı biçimi",
        widget: "select",
        required: false,
        hint: "Boş bırakırsanız yazı bir rehberdir. Seçtiğiniz biçim başlığın üstünde görünür (content/STYLE.md, Yazı biçimleri).",
        // The desk speaks Turkish, as its editors do: the labels Turkish readers see.
        options: ARTICLE_FORMS.filter((form) => form !== "explainer").map((form) => ({
          value: form,
          label: tr.article.forms[form],
        })),
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
        name: "health",
        label: "Sağlık yazısı",
        widget: "boolean",
        required: false,
        hint: "Yazı bir ilacı, alerjeni, cilt ya da saç hastalığını veya etken maddeyi anlatıyorsa açın: Altında tıbbi uyarı görünür ve hekim incelemesi zorunlu olur. Sağlık kategorilerindeki yazılar anahtar kapalıyken de sağlık yazısıdır. Denetim, sağlık konusu işleyen ama işaretlenmemiş yazıyı bildirir.",
      },
      {
        name: "review",
        label: "Tıbbi inceleme",
        widget: "object",
        required: false,
        collapsed: false,
        hint: "Sağlık yazılarında zorunludur (yukarıdaki anahtar açıksa ya da yazı bir sağlık kategorisindeyse). Tarihi, hekim yazıyı gerçekten incelediğinde girin.",
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
    format: FORMATS.author as CmsCollection["format"],
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
    format: FORMATS.reviewer as CmsCollection["format"],
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

/** Every collection, in the order the desk lists them. */
export const deskCollections = (): CmsCollection[] => [
  articles(),
  authors(),
  reviewers(),
  categories(),
  pages(),
];
