import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import YAML from "yaml";
import type { ProblemLog } from "./problems";

export interface SourceFile {
  /** Path as editors see it, relative to the working directory. */
  file: string;
  text: string;
}

export function displayPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  return relative.startsWith("..") ? absolute : relative.split(path.sep).join("/");
}

/** Every file under `dir` (recursively) whose name ends with one of `extensions`, sorted by path. */
export function readSourceFiles(dir: string, extensions: readonly string[]): SourceFile[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (extensions.some((ext) => entry.name.endsWith(ext))) found.push(full);
    }
  };
  if (isDirectory(dir)) walk(dir);
  return found
    .sort()
    .map((full) => ({ file: displayPath(full), text: readFileSync(full, "utf8") }));
}

export function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** YAML with the core schema: dates stay strings, so Zod sees exactly what the editor wrote. */
function parseYamlText(text: string): unknown {
  return YAML.parse(text, { schema: "core", uniqueKeys: true, prettyErrors: true });
}

export function parseYaml(source: SourceFile, log: ProblemLog): unknown {
  try {
    return parseYamlText(source.text);
  } catch (error) {
    log.error(
      source.file,
      "-",
      `is not valid YAML: ${firstLine(error)}`,
      `Dosya okunamıyor (YAML yazımı bozuk): ${firstLine(error)}`,
    );
    return undefined;
  }
}

export interface FrontMatterDocument {
  data: unknown;
  body: string;
}

export function parseFrontMatter(
  source: SourceFile,
  log: ProblemLog,
): FrontMatterDocument | undefined {
  if (!/^---\r?\n/.test(source.text)) {
    log.error(
      source.file,
      "-",
      "must start with a front matter block between --- lines",
      "Dosya --- satırları arasındaki alanlarla (başlık, adres…) başlamalı.",
    );
    return undefined;
  }
  try {
    // A fresh options object: gray-matter caches by input text otherwise, across content folders.
    // gray-matter types its engines as returning objects; Zod checks the real shape next.
    const parsed = matter(source.text, {
      engines: { yaml: (text) => parseYamlText(text) as object },
    });
    return { data: parsed.data, body: parsed.content };
  } catch (error) {
    log.error(
      source.file,
      "-",
      `front matter is not valid YAML: ${firstLine(error)}`,
      `Dosyanın başındaki alanlar okunamıyor (YAML yazımı bozuk): ${firstLine(error)}`,
    );
    return undefined;
  }
}

/** Lines of a Markdown file before its body: the house style names the file's lines. */
export function bodyStart(text: string, body: string): number {
  return text.endsWith(body) ? text.slice(0, text.length - body.length).split("\n").length - 1 : 0;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0] ?? message;
}

/** One file, or undefined when it does not exist. */
export function readSourceFile(absolute: string): SourceFile | undefined {
  try {
    return { file: displayPath(absolute), text: readFileSync(absolute, "utf8") };
  } catch {
    return undefined;
  }
}
