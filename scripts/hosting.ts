/**
 * Writes the host configurations from the rules in src/lib/hosting (types, cache, headers):
 *   npm run hosting              serve.json and hosting/nginx/{site}.conf for SITE (default isilti)
 * Run it after changing those rules; a unit test fails while a committed file is stale.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { contentOptionsFrom } from "@/lib/content/loading/load-content";
import { siteSchema } from "@/lib/content/loading/schemas";
import { hostingFiles } from "@/lib/hosting/hosting-files";
import { envOrExit } from "./support/env";

const { contentDir, siteName } = contentOptionsFrom(envOrExit());
const settings = siteSchema.parse(
  YAML.parse(readFileSync(path.join(contentDir, "site", `${siteName}.yaml`), "utf8")),
);
for (const [file, text] of Object.entries(hostingFiles(settings))) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
