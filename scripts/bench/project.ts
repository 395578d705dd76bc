/**
 * Throwaway copies of the project for benchmarks (tests/support/project-copy.ts: the source
 * files copied, node_modules and the image cache hard-linked, so the real out/ and
 * caches are never touched), more articles in them, and their builds measured.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { PATCH_TEST_ARTICLE } from "@/lib/content/editorial/fact-rules";
import { parseFrontMatterText } from "@/lib/content/loading/front-matter";
import { buildIn, copyProject as copyProjectFiles } from "../../tests/support/project-copy";

export const ROOT = process.cwd();

/** A throwaway copy of the project, without the bundled articles when `articles` is false. */
export function copyProject({ articles }: { articles: boolean }): string {
  return copyProjectFiles({ skip: articles ? [] : ["content/articles/"] }).dir;
}

/**
 * `count` articles: the bundled ones as they are, then repeats under new slugs and titles. The
 * patch-test protocol is not repeated: it is described in one article only, and a copy would
 * restate it (src/lib/content/editorial/fact-rules.ts).
 */
export async function writeArticles(dir: string, count: number): Promise<void> {
  const source = path.join(ROOT, "content/articles");
  const templates = readdirSync(source)
    .filter((f) => f.endsWith(".md"))
    .map((f) => {
      const parsed = parseFrontMatterText(readFileSync(path.join(source, f), "utf8"));
      if (!parsed) throw new Error(`content/articles/${f}: no front matter`);
      return { data: parsed.data as Record<string, unknown>, content: parsed.body };
    });
  const repeatable = templates.filter((t) => t.data.slug !== PATCH_TEST_ARTICLE);
  const target = path.join(dir, "content/articles");
  mkdirSync(target, { recursive: true });
  for (let i = 0; i < count; i++) {
    const first = i < templates.length;
    const j = i - templates.length;
    const template = first ? templates[i] : repeatable[j % repeatable.length];
    if (!template) throw new Error("no bundled articles to repeat");
    const round = first ? 0 : Math.floor(j / repeatable.length) + 1;
    const data = {
      ...template.data,
      ...(round > 0
        ? {
            title: `${template.data.title} ${round + 1}`,
            slug: `${template.data.slug}-${round + 1}`,
          }
        : {}),
    };
    const frontMatter = YAML.stringify(data, { schema: "core" });
    writeFileSync(
      path.join(target, `${data.slug}.md`),
      `---\n${frontMatter}---\n${template.content}`,
    );
  }
}

/** Peak resident memory of a process and all its descendants, sampled from /proc (Linux). */
function treeRss(rootPid: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    for (let p: number | undefined = pid; p && p > 1; p = parents.get(p)) {
      if (p === rootPid) {
        total += bytes;
        break;
      }
    }
  }
  return total;
}

/** How often a long build says how far it is. */
const PROGRESS_EVERY_MS = 15_000;

/** A line Astro prints for each page it writes ("03:04:00   ├─ /articles/x/index.html"). */
const PAGE_LINE = /[├└]─ \S/;
/**
 * The build's own stage lines, passed through as they come: the build's steps and the
 * prebuild's summaries (scripts/build.ts, scripts/prebuild.ts), Astro's phase banners.
 */
const STAGE_LINE =
  /^(build: |images: |social cards: |content: |sitemap: |sw\.js: )|\[(build|content|vite)\] |generating static routes|Completed in/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes Astro writes
const COLOUR = /\u001b\[[0-9;]*m/g;

/** Counts the pages a build's output reports and prints its stage lines, as they come. */
function buildWatcher(label: string | undefined) {
  let pages = 0;
  let partial = "";
  return {
    pages: () => pages,
    take(chunk: string) {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      for (const raw of lines) {
        const line = raw.replace(COLOUR, "").trimEnd();
        if (PAGE_LINE.test(line)) pages++;
        else if (label && STAGE_LINE.test(line)) console.log(`${label}: ${line.trim()}`);
      }
    },
  };
}

/**
 * Runs the project's build in `dir`: wall time and peak memory of the whole process tree.
 * With a `label`, prints the build's stages as they start and end, and every 15 s the time so
 * far, the memory and the pages written: a 100,000-article build runs for many minutes.
 */
export async function build(
  dir: string,
  { env = {}, label }: { env?: Record<string, string>; label?: string } = {},
): Promise<{ seconds: number; peakMb: number; steps: Record<string, number>; pages: number }> {
  const started = Date.now();
  let peak = 0;
  let now = 0;
  let lastReport = started;
  let timer: NodeJS.Timeout | undefined;
  const watcher = buildWatcher(label);
  const run = await buildIn(
    dir,
    env,
    (pid) => {
      timer = setInterval(() => {
        now = treeRss(pid);
        peak = Math.max(peak, now);
        if (label && Date.now() - lastReport >= PROGRESS_EVERY_MS) {
          lastReport = Date.now();
          const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
          console.log(
            `${label}: ${((lastReport - started) / 1000).toFixed(0)} s, ${mb(now)} MB now, peak ${mb(peak)} MB, ${watcher.pages().toLocaleString("en")} pages written`,
          );
        }
      }, 250);
    },
    (chunk) => watcher.take(chunk),
  );
  clearInterval(timer);
  if (run.code !== 0) throw new Error(`build failed (${run.code}):\n${run.stderr.slice(-2000)}`);
  // The build log's "build: {step} took {n} s" lines (scripts/build.ts): where the time goes.
  const steps = Object.fromEntries(
    [...run.stdout.matchAll(/^build: (.+) took ([\d.]+) s$/gm)].map((m) => [m[1], Number(m[2])]),
  );
  return {
    seconds: (Date.now() - started) / 1000,
    peakMb: peak / 2 ** 20,
    steps,
    pages: watcher.pages(),
  };
}

export function du(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const entry of readdirSync(target)) total += du(path.join(target, entry));
  return total;
}
