import { describe, expect, it } from "vitest";
import { sectionHeadings } from "./headings";
import { renderMarkdown } from "./loading/markdown";

describe("sectionHeadings", () => {
  it("lists the ## headings of a rendered body as a reader reads them", () => {
    const html = renderMarkdown(
      [
        "# Başlık",
        "Giriş.",
        "## Adım adım *akşam* sırası",
        "Metin.",
        "### Alt başlık",
        "## Temizlik & `bakım` <b>sırası</b>",
        '## Kore\'de "çift" temizleme',
      ].join("\n\n"),
    );
    expect(sectionHeadings(html)).toEqual([
      "Adım adım akşam sırası",
      "Temizlik & bakım sırası",
      'Kore\'de "çift" temizleme',
    ]);
  });

  it("gives nothing for a body without headings, and survives broken markup", () => {
    expect(sectionHeadings("<p>Yalnızca metin.</p>")).toEqual([]);
    expect(sectionHeadings("<h2>Açık kalmış")).toEqual([]);
    expect(sectionHeadings("<h2>&#x26; &#99999999; &bogus;</h2>")).toEqual([
      "& &#99999999; &bogus;",
    ]);
  });
});
