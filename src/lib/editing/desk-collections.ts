import type { CmsCollection, CmsField } from "decap-cms-core";
import {
  articleFrontMatterSchema,
  authorSchema,
  categoryFields as category,
  pageFrontMatterSchema,
  reviewerSchema,
} from "@/lib/content/loading/schemas";
import { ARTICLE_FORMS } from "@/lib/content/model/forms";
import { tr } from "@/lib/i18n/tr";
import type { STATIC_PAGE_PATHS } from "@/lib/paths";
import {
  DESK_WIDGETS,
  dateField,
  deskField,
  FORMATS,
  imageField,
  lengthRule,
  slugField,
  textField,
  treeSlugField,
} from "./desk-fields";
import { STATUS } from "./entry-file";
import { ownImageFolders } from "./media-folders";
import { FIELD_LABELS, HINTS } from "./texts";

/**
 * The desk's collections: one per kind of content file, in Turkish (docs/editing.md), each
 * field with the rule the build applies to it.
 */

const article = articleFrontMatterSchema.shape;
const author = authorSchema.shape;
const page = pageFrontMatterSchema.shape;
const reviewer = reviewerSchema.shape;

const A = FIELD_LABELS.articles;

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
    // The status ("Taslak · ", "Planlı: 15 Aralık · ") is read from the file (src/editor/formats.ts).
    summary: `{{${STATUS}}}{{title}} · {{date | date('DD.MM.YYYY')}}`,
    sortable_fields: ["date", "title"],
    ...ownImageFolders("content/articles"),
    fields: [
      deskField({ name: STATUS, label: "Durum", widget: DESK_WIDGETS.status }),
      textField("title", A.title, article.title),
      slugField(HINTS.articleSlug, "title"),
      textField("description", A.description, article.description, {
        widget: "text",
        hint: HINTS.description,
      }),
      {
        name: "form",
        label: A.form,
        widget: "select",
        required: false,
        hint: HINTS.form,
        // The desk speaks Turkish, as its editors do: the labels Turkish readers see.
        options: ARTICLE_FORMS.filter((form) => form !== "explainer").map((form) => ({
          value: form,
          label: tr.article.forms[form],
        })),
      },
      {
        name: "author",
        label: A.author,
        widget: "relation",
        collection: "authors",
        value_field: "slug",
        search_fields: ["name", "slug"],
        display_fields: ["name"],
        hint: HINTS.author,
      },
      dateField("date", A.date, true, HINTS.date),
      dateField("updated", A.updated, false, HINTS.updated),
      textField("updated_note", A.updated_note, article.updated_note.unwrap(), {
        required: false,
        hint: HINTS.updatedNote,
      }),
      {
        name: "health",
        label: A.health,
        widget: "boolean",
        required: false,
        hint: HINTS.health,
      },
      {
        name: "review",
        label: A.review,
        widget: "object",
        required: false,
        collapsed: false,
        hint: HINTS.review,
        fields: [
          deskField({
            name: "reviewer",
            label: A["review.reviewer"],
            widget: "relation",
            collection: "reviewers",
            value_field: "slug",
            search_fields: ["name", "slug"],
            display_fields: ["name"],
            required: false,
            rules_field: "review.reviewer",
          }),
          dateField("date", A["review.date"], false, undefined, "review.date"),
        ],
      },
      {
        name: "draft",
        label: A.draft,
        widget: "boolean",
        required: false,
        hint: HINTS.draft,
      },
      imageField("cover", A.cover, HINTS.cover),
      // Decap's types list only its own widgets; this one is registered by src/editor/widgets.ts.
      deskField({
        name: "entities",
        label: A.entities,
        widget: DESK_WIDGETS.entities,
        hint: HINTS.entities,
      }),
      // Markdown as the editor types it: Decap's rich editor would rewrite the whole body
      // (tables, escapes) on the first keystroke; the preview beside it shows the result.
      { name: "body", label: A.body, widget: "text", hint: HINTS.body },
    ],
  };
}

const U = FIELD_LABELS.authors;

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
    ...ownImageFolders("content/authors"),
    fields: [
      textField("name", U.name, author.name),
      slugField(HINTS.authorSlug, "name"),
      textField("role", U.role, author.role),
      textField("description", U.description, author.description, {
        widget: "text",
        hint: HINTS.authorDescription,
      }),
      textField("meta_title", U.meta_title, author.meta_title),
      textField("meta_description", U.meta_description, author.meta_description, {
        widget: "text",
      }),
      imageField("avatar", U.avatar, HINTS.avatar),
    ],
  };
}

const R = FIELD_LABELS.reviewers;

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
      textField("name", R.name, reviewer.name),
      slugField(HINTS.reviewerSlug, "name"),
      textField("title", R.title, reviewer.title, { hint: HINTS.reviewerTitle }),
      textField("description", R.description, reviewer.description, { widget: "text" }),
    ],
  };
}

const categoryFields = (children: CmsField[] | null): CmsField[] => [
  treeSlugField(HINTS.categorySlug),
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

const P = FIELD_LABELS.pages;

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
        textField("title", P.title, page.title),
        textField("description", P.description, page.description, { widget: "text" }),
        dateField("updated", P.updated, true),
        { name: "body", label: P.body, widget: "text", hint: HINTS.pageBody },
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
