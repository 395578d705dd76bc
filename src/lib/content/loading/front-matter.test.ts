import { describe, expect, it } from "vitest";
import {
  frontMatterParts,
  parseFrontMatterText,
  parseYamlDocument,
  parseYamlText,
} from "./front-matter";

describe("frontMatterParts", () => {
  it("finds the YAML between the fences and the body after the closing line", () => {
    const text = "---\ntitle: Güneş\ndate: 2025-05-14\n---\n# Başlık\n";
    const parts = frontMatterParts(text);
    expect(parts?.yaml).toBe("title: Güneş\ndate: 2025-05-14");
    expect(text.slice(parts?.bodyStart)).toBe("# Başlık\n");
    expect(text.slice(parts?.yamlStart, parts?.yamlEnd)).toBe(parts?.yaml);
  });

  it("reads Windows line ends and spaces after a fence", () => {
    const text = "--- \r\ntitle: a\r\n---  \r\nbody\r\n";
    const parts = frontMatterParts(text);
    expect(parts?.yaml).toBe("title: a");
    expect(text.slice(parts?.bodyStart)).toBe("body\r\n");
  });

  it("accepts an empty block and a file that ends at the closing fence", () => {
    expect(frontMatterParts("---\n---\nbody")?.yaml).toBe("");
    const parts = frontMatterParts("---\ntitle: a\n---");
    expect(parts?.yaml).toBe("title: a");
    expect(parts?.bodyStart).toBe("---\ntitle: a\n---".length);
  });

  it("is null without an opening fence or without a closing one", () => {
    expect(frontMatterParts("# Başlık\n---\n")).toBeNull();
    expect(frontMatterParts("----\ntitle: a\n---\n")).toBeNull();
    expect(frontMatterParts("---\ntitle: a\nbody never closed\n")).toBeNull();
    expect(frontMatterParts("")).toBeNull();
  });

  it("ends at the first closing fence: a later rule in the body stays body", () => {
    const text = "---\na: 1\n---\nintro\n\n---\n\nmore\n";
    expect(text.slice(frontMatterParts(text)?.bodyStart)).toBe("intro\n\n---\n\nmore\n");
  });
});

describe("parseYamlText", () => {
  it("keeps dates as the text the editor typed (YAML 1.2 core schema)", () => {
    expect(parseYamlText("date: 2025-05-14")).toEqual({ date: "2025-05-14" });
  });

  it("rejects a key written twice, naming the line", () => {
    expect(() => parseYamlText("title: a\ntitle: b\n")).toThrow(/line 2/);
  });
});

describe("parseYamlDocument", () => {
  it("keeps comments, so the desk can rewrite only what changed", () => {
    const doc = parseYamlDocument("# note\ntitle: a\n");
    expect(doc.toString()).toBe("# note\ntitle: a\n");
  });
});

describe("parseFrontMatterText", () => {
  it("gives the data and the body, {} for an empty block", () => {
    expect(parseFrontMatterText("---\ntitle: a\n---\nbody\n")).toEqual({
      data: { title: "a" },
      body: "body\n",
    });
    expect(parseFrontMatterText("---\n---\nbody")).toEqual({ data: {}, body: "body" });
    expect(parseFrontMatterText("no front matter")).toBeNull();
  });
});
