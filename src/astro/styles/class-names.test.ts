import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileHash, shortClassNames } from "./class-names";

const ROOT = "/project";

describe("shortClassNames", () => {
  it("names a class by its own name and four characters of its file's path in the project", () => {
    const name = shortClassNames(ROOT);
    const scoped = name("card", "/project/src/components/articles/article-card.module.css");
    expect(scoped).toBe(`card_${fileHash("src/components/articles/article-card.module.css")}`);
    expect(scoped).toMatch(/^card_[0-9a-z]{4}$/);
  });

  it("gives the same name in another checkout and with a query on the module's id", () => {
    const here = shortClassNames(ROOT)("title", "/project/src/a.module.css");
    const there = shortClassNames("/elsewhere/isilti")(
      "title",
      "/elsewhere/isilti/src/a.module.css?used",
    );
    expect(there).toBe(here);
  });

  it("keeps the classes of two files apart", () => {
    const name = shortClassNames(ROOT);
    expect(name("title", "/project/src/a.module.css")).not.toBe(
      name("title", "/project/src/b.module.css"),
    );
  });

  it("stops the build, naming both files, when two paths hash alike", () => {
    // Two paths with equal hashes, found by trying: the guard must hold for them.
    const seen = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const file = `src/m${i}.module.css`;
      const other = seen.get(fileHash(file));
      if (other) pair = [other, file];
      else seen.set(fileHash(file), file);
    }
    const name = shortClassNames(ROOT);
    name("x", path.join(ROOT, pair[0]));
    expect(() => name("x", path.join(ROOT, pair[1]))).toThrow(
      new RegExp(`${pair[0]} and ${pair[1]}.*rename`),
    );
  });
});
