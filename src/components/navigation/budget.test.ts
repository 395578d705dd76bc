/**
 * The JavaScript budget of what this folder adds to pages: the runtime loads on every page,
 * the save button on articles. Each is bundled and minified here, then gzipped, without what
 * the page loads anyway: React and Next, the site's paths (the header and footer use them),
 * and for the save button the runtime's modules.
 */
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

async function gzippedSize(entry: string, shared: string[] = []): Promise<number> {
  const result = await build({
    entryPoints: [path.resolve(import.meta.dirname, entry)],
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    target: "es2022",
    jsx: "automatic",
    external: ["react", "react/*", "next", "next/*", "*.css"],
    plugins: [
      {
        name: "site-modules",
        setup(bundler) {
          bundler.onResolve({ filter: /^@\// }, ({ path: spec }) =>
            ["@/lib/paths", ...shared].includes(spec)
              ? { path: spec, external: true }
              : { path: path.resolve(import.meta.dirname, "../..", `${spec.slice(2)}.ts`) },
          );
        },
      },
    ],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`nothing bundled for ${entry}`);
  const size = gzipSync(code).length;
  console.log(`${entry}: ${size} bytes gzipped`);
  return size;
}

describe("JavaScript budget", () => {
  it("the runtime (prefetch, slow-load bar, data retries, chunk recovery, worker) is at most 3 KB gzipped", async () => {
    expect(await gzippedSize("navigation-runtime.tsx")).toBeLessThanOrEqual(3 * 1024);
  });
  it("the save button is at most 1 KB gzipped", async () => {
    const size = await gzippedSize("save-for-offline.tsx", ["@/lib/navigation/data-request"]);
    expect(size).toBeLessThanOrEqual(1024);
  });
});
