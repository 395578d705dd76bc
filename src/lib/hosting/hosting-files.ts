import { brotliSnippet, nginxConfig } from "./nginx";
import { serveConfig } from "./serve-config";

/**
 * The host configurations generated from src/lib/hosting (scripts/hosting.ts writes them; a
 * unit test fails when a committed copy differs), by project-relative path.
 */
export function hostingFiles(site: { name: string; domain: string }): Record<string, string> {
  return {
    "serve.json": `${JSON.stringify(serveConfig(), null, 2)}\n`,
    [`hosting/nginx/${site.name}.conf`]: nginxConfig({
      name: site.name,
      domain: site.domain,
      root: `/var/www/${site.name}`,
    }),
    "hosting/nginx/brotli.conf": brotliSnippet(),
  };
}
