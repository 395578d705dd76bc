import type { z } from "zod";
import { parseYaml, type SourceFile } from "./files";
import type { ProblemLog } from "./problems";

/**
 * The step every loader shares: parse an editor's file, check it with its Zod schema, and
 * report each problem under the file's name (and the field's path). `undefined` means the
 * file was reported and the loader skips it; the build stops once everything has been read.
 */
export function validated<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  log: ProblemLog,
): z.output<S> | undefined {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  log.zodIssues(file, parsed.error, data);
  return undefined;
}

/** A YAML or JSON file, parsed and validated. */
export function readValidated<S extends z.ZodType>(
  source: SourceFile,
  format: "yaml" | "json",
  schema: S,
  log: ProblemLog,
): z.output<S> | undefined {
  const raw = format === "yaml" ? parseYaml(source, log) : parseJson(source, log);
  return raw === undefined ? undefined : validated(schema, raw, source.file, log);
}

function parseJson(source: SourceFile, log: ProblemLog): unknown {
  try {
    return JSON.parse(source.text);
  } catch (error) {
    log.error(
      source.file,
      "-",
      `is not valid JSON: ${error instanceof Error ? error.message : error}`,
      "Dosya okunamıyor (JSON yazımı bozuk).",
    );
    return undefined;
  }
}
