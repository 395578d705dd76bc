import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { frontMatterParts, parseYamlText } from "./front-matter";
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
  /** Lines of the file before its body: the house style names the file's lines. */
  bodyStart: number;
}

export function parseFrontMatter(
  source: SourceFile,
  log: ProblemLog,
): FrontMatterDocument | undefined {
  const parts = frontMatterParts(source.text);
  if (!parts) {
    log.error(
      source.file,
      "-",
      "must start with a front matter block between --- lines",
      "Dosya --- satırları arasındaki alanlarla (başlık, adres…) başlamalı.",
    );
    return undefined;
  }
  try {
    return {
      data: parseYamlText(parts.yaml) ?? {},
      body: source.text.slice(parts.bodyStart),
      bodyStart: source.text.slice(0, parts.bodyStart).split("\n").length - 1,
    };
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
