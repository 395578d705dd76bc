/**
 * Key under which articles with an unknown category, subcategory or sub-subcategory are filed
 * (docs/behaviour.md#category-tree). Its own module: the editors' desk reads it in the browser,
 * where the category loader's file reading cannot go.
 */
export const OTHER = "other";
