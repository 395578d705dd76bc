import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTreeFile, writeTreeFile } from "./tree-file";

const FILE = readFileSync(path.resolve(__dirname, "../../../content/categories.yaml"), "utf8");

describe("the category tree in the desk", () => {
  const { categories } = parseTreeFile(FILE);

  it("gives the form lists, children included, in the file's order", () => {
    expect(categories.length).toBeGreaterThanOrEqual(7);
    const [first] = categories;
    expect(first?.slug).toBe("makyaj-teknikleri");
    expect(first?.children?.[0]?.slug).toBe("temel-makyaj-teknikleri");
  });

  it("returns the file byte for byte when nothing changed", () => {
    expect(writeTreeFile(FILE, structuredClone({ categories }))).toBe(FILE);
  });

  it("writes a change in the file's own layout: a renamed title is one changed line", () => {
    const edited = structuredClone(categories);
    if (edited[0]) edited[0].title = "Makyaj Teknikleri ve Uygulamaları";
    const after = writeTreeFile(FILE, { categories: edited });
    const before = FILE.split("\n");
    const changed = after.split("\n").filter((line, i) => line !== before[i]);
    expect(changed).toEqual(["  title: Makyaj Teknikleri ve Uygulamaları"]);
  });

  it("writes a new subcategory under its slug, as articles name it", () => {
    const edited = structuredClone(categories);
    edited[0]?.children?.push({
      slug: "gelin-makyaji",
      title: "Gelin Makyajı",
      description: "Uzun bir güne dayanan, fotoğrafta doğal görünen gelin makyajı için hazırlık.",
    });
    const after = writeTreeFile(FILE, { categories: edited });
    expect(after).toContain(
      "    gelin-makyaji:\n      slug: gelin-makyaji\n      title: Gelin Makyajı\n",
    );
    expect(parseTreeFile(after).categories[0]?.children?.at(-1)?.slug).toBe("gelin-makyaji");
    expect(after.startsWith("# The category tree.")).toBe(true);
  });
});
