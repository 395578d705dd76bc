import type { CmsWidgetControlProps } from "decap-cms-core";
import type { ArticleEntity, CategoryNode } from "@/lib/content/types";
import { desk } from "./desk";

/**
 * The article's categories, chosen from the tree: a category, then one of its subcategories,
 * then (where the tree has them) a sub-subcategory. The first row is where the site places the
 * article. Only the tree's own keys can be chosen, so an article never names an unknown one.
 */

type Value = CmsWidgetControlProps["value"];

// Inline: the desk's own page does not load the site's stylesheet (only its preview does).
const ROW = {
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem 1.25rem",
  alignItems: "end",
  border: "1px solid #dfe3ea",
  borderRadius: 6,
  padding: "0.5rem 0.75rem 0.75rem",
  marginBottom: "0.75rem",
} as const;
const LABEL = { display: "grid", gap: "0.25rem", fontSize: "0.875rem" } as const;
const SELECT = { minWidth: "14rem", padding: "0.375rem" } as const;

/** Decap hands lists over as Immutable collections, or as plain arrays once we have set them. */
function rowsOf(value: Value): ArticleEntity[] {
  const plain = value && typeof value.toJS === "function" ? value.toJS() : value;
  return Array.isArray(plain) && plain.length > 0
    ? plain.map((e: Partial<ArticleEntity>) => ({
        category: e.category ?? "",
        subcategories: e.subcategories ?? [],
      }))
    : [{ category: "", subcategories: [] }];
}

/** One level of the tree as a labelled select; "" is no choice. */
function Picker(props: {
  label: string;
  value: string;
  choices: readonly CategoryNode[];
  onChange: (key: string) => void;
  empty?: string;
}) {
  return (
    <label style={LABEL}>
      {props.label}
      <select
        aria-label={props.label}
        style={SELECT}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.empty ?? "Seçin…"}</option>
        {props.choices.map((c) => (
          <option key={c.key} value={c.key}>
            {c.title}
          </option>
        ))}
      </select>
    </label>
  );
}

export function EntitiesControl({
  value,
  onChange,
  forID,
  classNameWrapper,
}: CmsWidgetControlProps) {
  const tree = desk().categories;
  const rows = rowsOf(value);
  const set = (next: ArticleEntity[]) => onChange(next);
  const update = (i: number, entity: ArticleEntity) =>
    set(rows.map((row, j) => (j === i ? entity : row)));
  return (
    <div className={classNameWrapper} id={forID}>
      {rows.map((row, i) => {
        const category = tree.find((c) => c.key === row.category);
        const sub = row.subcategories[0];
        const subNode = category?.children.find((c) => c.key === sub?.subcategory);
        const key = `${i}-${row.category}`;
        return (
          <fieldset key={key} style={ROW}>
            <legend>{i === 0 ? "Ana kategori" : `${i + 1}. kategori`}</legend>
            <Picker
              label="Kategori"
              value={row.category}
              choices={tree}
              onChange={(category) => update(i, { category, subcategories: [] })}
            />
            {category && category.children.length > 0 && (
              <Picker
                label="Alt kategori"
                value={sub?.subcategory ?? ""}
                choices={category.children}
                onChange={(subcategory) =>
                  update(i, {
                    category: row.category,
                    subcategories: subcategory ? [{ subcategory, subsubcategories: [] }] : [],
                  })
                }
              />
            )}
            {sub && subNode && subNode.children.length > 0 && (
              <Picker
                label="Daha dar konu"
                empty="Yok"
                value={sub.subsubcategories[0] ?? ""}
                choices={subNode.children}
                onChange={(narrower) =>
                  update(i, {
                    category: row.category,
                    subcategories: [
                      {
                        subcategory: sub.subcategory,
                        subsubcategories: narrower ? [narrower] : [],
                      },
                    ],
                  })
                }
              />
            )}
            {rows.length > 1 && (
              <button type="button" onClick={() => set(rows.filter((_, j) => j !== i))}>
                Kaldır
              </button>
            )}
          </fieldset>
        );
      })}
      <button type="button" onClick={() => set([...rows, { category: "", subcategories: [] }])}>
        Kategori ekle
      </button>
    </div>
  );
}
