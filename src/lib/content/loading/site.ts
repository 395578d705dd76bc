import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { themeColours } from "@/styles/theme-colours";
import type { Site } from "../types";
import { displayPath, readSourceFile } from "./files";
import type { ProblemLog } from "./problems";
import { type SiteSettings, siteSchema } from "./schemas";
import {
  colourProblems,
  LOGO_SIZE,
  resolveSite,
  type ThemeSurfaces,
  unknownSiteMessage,
} from "./site-settings";
import { readValidated } from "./validated";

export { LOGO_SIZE };

/** The names of the sites with settings in `{contentDir}/site/`. */
export function knownSites(contentDir: string): string[] {
  try {
    return readdirSync(path.join(contentDir, "site"))
      .filter((file) => file.endsWith(".yaml") && !file.startsWith("."))
      .map((file) => file.slice(0, -".yaml".length))
      .sort();
  } catch {
    return [];
  }
}

/**
 * A site's settings file, validated: the name from the environment must be a known site's and
 * the file must say it. Problems go to `log`, naming the file and field.
 */
export function readSiteSettings(
  contentDir: string,
  siteName: string,
  log: ProblemLog,
): SiteSettings | undefined {
  const absolute = path.join(contentDir, "site", `${siteName}.yaml`);
  // A name from the environment: only a plain file name may reach the file system.
  const source = /^[a-z0-9-]+$/.test(siteName) ? readSourceFile(absolute) : undefined;
  if (!source) {
    log.error(
      displayPath(absolute),
      "-",
      unknownSiteMessage(
        siteName,
        knownSites(contentDir),
        displayPath(path.join(contentDir, "site")),
      ),
    );
    return undefined;
  }
  const data = readValidated(source, "yaml", siteSchema, log);
  if (data && data.name !== siteName) {
    log.error(source.file, "name", `must be "${siteName}", the file's name`);
  }
  return data;
}

export function loadSite(
  contentDir: string,
  siteName: string,
  publicDir: string,
  log: ProblemLog,
): Site | undefined {
  const data = readSiteSettings(contentDir, siteName, log);
  if (!data) return undefined;
  const settingsFile = displayPath(path.join(contentDir, "site", `${siteName}.yaml`));
  const site = resolveSite(data);
  checkLogo(path.join(publicDir, site.logo.src), settingsFile, log);
  if (site.colors.accent || site.colors.accentDark) {
    for (const { field, problem } of colourProblems(site.colors, themeSurfaces()))
      log.error(settingsFile, field, problem);
  }
  return site;
}

/** The default theme colours a custom accent is checked against. */
function themeSurfaces(): Record<"light" | "dark", ThemeSurfaces> {
  const themes = themeColours();
  const pick = (colours: Record<string, string>): ThemeSurfaces => ({
    bg: colours.bg ?? "#ffffff",
    surface: colours.surface ?? "#ffffff",
    "surface-muted": colours["surface-muted"] ?? "#ffffff",
    "on-accent": colours["on-accent"] ?? "#ffffff",
  });
  return { light: pick(themes.light), dark: pick(themes.dark) };
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
