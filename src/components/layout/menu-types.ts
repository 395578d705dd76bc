/** The slice of the category tree the menu needs: titles and paths only, to keep page payloads small. */
export interface MenuCategory {
  title: string;
  path: string;
  children: { title: string; path: string }[];
}
