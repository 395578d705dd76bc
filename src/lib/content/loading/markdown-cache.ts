import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type RenderedMarkdown, renderMarkdownWithHeadings } from "./markdown";

/** Bump when the Markdown pipeline's output changes in a way its source text does not show. */
const CACHE_VERSION = "1";

export interface MarkdownCache {
  render: (markdown: string) => RenderedMarkdown;
  /** Removes entries this run did not use, so edits do not pile up; returns how many. */
  prune: () => number;
}

/**
 * Rendered article bodies kept between builds, by a hash of the Markdown and of the pipeline
 * (its version and the source of markdown.ts): parsing is most of a large build's content step
 * (about 6 ms an article), and most articles do not change from one build to the next.
 */
export function markdownCache(
  dir: string,
  render: (markdown: string) => RenderedMarkdown = renderMarkdownWithHeadings,
  pipelineSource = readPipelineSource(),
): MarkdownCache {
  const used = new Set<string>();
  return {
    render(markdown) {
      const key = createHash("sha256")
        .update(`${CACHE_VERSION}\0${pipelineSource}\0${markdown}`)
        .digest("hex");
      used.add(key);
      const file = path.join(dir, `${key}.json`);
      if (existsSync(file)) {
        try {
          return JSON.parse(readFileSync(file, "utf8")) as RenderedMarkdown;
        } catch {
          // A half-written entry (an interrupted build): render it again.
        }
      }
      const rendered = render(markdown);
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, JSON.stringify(rendered));
      return rendered;
    },
    prune() {
      if (!existsSync(dir)) return 0;
      let removed = 0;
      for (const name of readdirSync(dir)) {
        if (used.has(name.replace(/\.json$/, ""))) continue;
        rmSync(path.join(dir, name), { force: true });
        removed++;
      }
      return removed;
    },
  };
}

function readPipelineSource(): string {
  try {
    return readFileSync(path.resolve("src/lib/content/loading/markdown.ts"), "utf8");
  } catch {
    return "";
  }
}
