/**
 * HTML validity of the built pages with html-validate, configured once in .htmlvalidate.json
 * (its disabled and changed rules, and why, are in docs/quality.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { describe, expect, it } from "vitest";
import { PAGE_SEGMENT } from "@/lib/paths";
import { builtFile, builtPagePaths, OUT } from "../support/built-html";
import { builtModel, samplePaths } from "../support/site";

const validator = new HtmlValidate(new FileSystemConfigLoader());
const model = builtModel();

const describeMessage = (file: string, m: Message) =>
  `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`;

async function problemsOf(file: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, path.join(OUT, file));
  return report.results.flatMap((r) => r.messages.map((m) => describeMessage(file, m)));
}

describe("html-validate on the built site", () => {
  it("finds real errors with this configuration (a duplicate id, a misplaced element)", async () => {
    const page = readFileSync(path.join(OUT, "index.html"), "utf8")
      .replace("<main", '<main id="dup"><p><div id="dup"></div></p')
      .replace("</main>", "</main>");
    const problems = await problemsOf("index.html", page);
    expect(problems.join("\n")).toMatch(/no-dup-id/);
  });

  it("a page of every type is valid HTML", async () => {
    const files = new Set(builtPagePaths().map((p) => path.relative(OUT, builtFile(p))));
    const pages = [
      ...samplePaths(model)
        .filter((p) => p !== "/yok-boyle-bir-sayfa")
        .map((p) => path.relative(OUT, builtFile(p))),
      "404.html",
      // The later pages of a listing, when this build has one.
      ...[...files].filter((f) => f.includes(`/${PAGE_SEGMENT}/`)).slice(0, 1),
    ];
    const problems: string[] = [];
    for (const file of pages) {
      expect(files.has(file), file).toBe(true);
      problems.push(...(await problemsOf(file, readFileSync(path.join(OUT, file), "utf8"))));
    }
    expect(problems).toEqual([]);
  });
});
