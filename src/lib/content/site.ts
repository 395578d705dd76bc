import { readFileSync } from "node:fs";
import path from "node:path";
import { paths } from "@/lib/paths";
import { displayPath, parseYaml, readSourceFile } from "./files";
import type { ProblemLog } from "./problems";
import { siteSchema } from "./schemas";
import type { Site } from "./types";

export const LOGO_SIZE = 72;

export function loadSite(
  contentDir: string,
  siteName: string,
  publicDir: string,
  log: ProblemLog,
): Site | undefined {
  const absolute = path.join(contentDir, "site", `${siteName}.yaml`);
  const source = readSourceFile(absolute);
  if (!source) {
    log.error(
      displayPath(absolute),
      "-",
      `no settings for site "${siteName}" (set SITE to a file name in ${displayPath(path.dirname(absolute))})`,
    );
    return undefined;
  }
  const raw = parseYaml(source, log);
  if (raw === undefined) return undefined;
  const parsed = siteSchema.safeParse(raw);
  if (!parsed.success) {
    log.zodIssues(source.file, parsed.error);
    return undefined;
  }
  const settings = parsed.data;
  if (settings.name !== siteName) {
    log.error(source.file, "name", `must be "${siteName}", the file's name`);
  }
  const logo = paths.logo(settings.name);
  checkLogo(path.join(publicDir, logo), source.file, log);
  return {
    ...settings,
    url: `https://${settings.domain}`,
    logo: { src: logo, width: LOGO_SIZE, height: LOGO_SIZE },
  };
}

function checkLogo(absolute: string, settingsFile: string, log: ProblemLog): void {
  let size: { width: number; height: number } | undefined;
  try {
    size = pngSize(readFileSync(absolute));
  } catch {
    log.error(settingsFile, "name", `logo ${displayPath(absolute)} is missing (run npm run icons)`);
    return;
  }
  if (!size) log.error(settingsFile, "name", `logo ${displayPath(absolute)} is not a PNG file`);
  else if (size.width !== LOGO_SIZE || size.height !== LOGO_SIZE) {
    log.error(
      settingsFile,
      "name",
      `logo ${displayPath(absolute)} is ${size.width}x${size.height}, must be ${LOGO_SIZE}x${LOGO_SIZE}`,
    );
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
