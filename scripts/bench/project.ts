/**
 * Throwaway copies of the project for benchmarks: the tracked files, node_modules and the image
 * cache hard-linked, so the real out/, snapshot and caches are never touched.
 */
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import matter from "gray-matter";

export const ROOT = process.cwd();

export function copyProject({ articles }: { articles: boolean }): string {
  const dir = mkdtempSync(path.join(tmpdir(), "isilti-bench-"));
  const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  for (const file of files) {
    if (!articles && file.startsWith("content/articles/")) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  // Turbopack will not resolve through a symlinked node_modules outside the project: hard-link
  // the files (instant on one filesystem), or copy them where links are not possible.
  for (const shared of ["node_modules", "public/img"]) {
    if (!existsSync(path.join(ROOT, shared))) continue;
    try {
      execFileSync("cp", ["-al", path.join(ROOT, shared), path.join(dir, shared)]);
    } catch {
      cpSync(path.join(ROOT, shared), path.join(dir, shared), { recursive: true });
    }
  }
  return dir;
}

/** `count` articles: the bundled ones as they are, then repeats under new slugs and titles. */
export async function writeArticles(dir: string, count: number): Promise<void> {
  const source = path.join(ROOT, "content/articles");
  const templates = readdirSync(source)
    .filter((f) => f.endsWith(".md"))
    .map((f) => matter(readFileSync(path.join(source, f), "utf8")));
  const target = path.join(dir, "content/articles");
  mkdirSync(target, { recursive: true });
  for (let i = 0; i < count; i++) {
    const template = templates[i % templates.length];
    if (!template) throw new Error("no bundled articles to repeat");
    const round = Math.floor(i / templates.length);
    const data = {
      ...template.data,
      ...(round > 0
        ? {
            title: `${template.data.title} ${round + 1}`,
            slug: `${template.data.slug}-${round + 1}`,
          }
        : {}),
    };
    writeFileSync(path.join(target, `${data.slug}.md`), matter.stringify(template.content, data));
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

/** Runs the project's build in `dir`: wall time and peak memory of the whole process tree. */
export async function build(
  dir: string,
  env: Record<string, string> = {},
): Promise<{ seconds: number; peakMb: number; steps: Record<string, number> }> {
  const started = Date.now();
  const child = spawn(path.join(dir, "node_modules/.bin/tsx"), ["scripts/build.ts"], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  let stderr = "";
  let stdout = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRss(child.pid));
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed (${code}):\n${stderr.slice(-2000)}`);
  // The build log's "build: {step} took {n} s" lines (scripts/build.ts): where the time goes.
  const steps = Object.fromEntries(
    [...stdout.matchAll(/^build: (.+) took ([\d.]+) s$/gm)].map((m) => [m[1], Number(m[2])]),
  );
  return { seconds: (Date.now() - started) / 1000, peakMb: peak / 2 ** 20, steps };
}

export function du(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const entry of readdirSync(target)) total += du(path.join(target, entry));
  return total;
}
