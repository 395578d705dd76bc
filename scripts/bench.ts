/**
 * Build time and peak memory at larger content sizes:
 *   npm run bench              (1,000 and 10,000 articles)
 *   npm run bench -- 500 2000  (other sizes)
 * Each size is built in a temporary copy of the project (node_modules hard-linked), so the
 * real out/, snapshot and image cache are never touched. Articles are the bundled ones
 * repeated under new slugs; they share one cover file, so images cost one encode and the
 * figures measure content loading and page export.
 *   npm run bench -- --cold-covers 10000
 * gives every article its own generated cover and starts from an empty image cache; it reports
 * the cold build, a second build and how many image files that second build wrote (0 expected).
 */
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import matter from "gray-matter";
import sharp from "sharp";
import { COVER_SIZE, coverSvg } from "../src/lib/images/cover-art";
import { storeVector } from "../src/lib/images/vector";

const CATEGORY_KEYS = [
  "makyaj-teknikleri",
  "skin-care",
  "hair-styles",
  "natural-beauty-products",
  "beauty-secrets",
  "kozmetik-product-reviews",
  "skin-problems-and-solutions",
];

const COLD_COVERS = process.argv.includes("--cold-covers");
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const SIZES = sizes.length > 0 ? sizes : [1000, 10000];
const ROOT = process.cwd();

function copyProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "isilti-bench-"));
  const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  for (const file of files) {
    if (file.startsWith("content/articles/")) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  // Turbopack will not resolve through a symlinked node_modules outside the project: hard-link
  // the files (instant on one filesystem), or copy them where links are not possible.
  try {
    execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);
  } catch {
    cpSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), { recursive: true });
  }
  return dir;
}

async function writeArticles(dir: string, count: number, sharedCover: boolean): Promise<void> {
  const source = path.join(ROOT, "content/articles");
  const templates = readdirSync(source)
    .filter((f) => f.endsWith(".md"))
    .map((f) => matter(readFileSync(path.join(source, f), "utf8")));
  const target = path.join(dir, "content/articles");
  mkdirSync(target, { recursive: true });
  const cover = await sharp({
    create: { width: 1200, height: 750, channels: 3, background: "#b07a8f" },
  })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(target, "bench-cover.jpg"), cover);
  for (let i = 0; i < count; i++) {
    const template = templates[i % templates.length];
    if (!template) throw new Error("no bundled articles to repeat");
    // The bundled articles first, as they are (the site's settings name some of them), then repeats.
    const round = Math.floor(i / templates.length);
    const data = {
      ...template.data,
      ...(round > 0
        ? {
            title: `${template.data.title} ${round + 1}`,
            slug: `${template.data.slug}-${round + 1}`,
          }
        : {}),
      ...(sharedCover ? { cover: { src: "./bench-cover.jpg", alt: "Deneme kapağı" } } : {}),
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

function du(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? du(full) : statSync(full).size;
  }
  return total;
}

async function build(dir: string): Promise<{ seconds: number; peakMb: number }> {
  const started = Date.now();
  const child = spawn(path.join(dir, "node_modules/.bin/tsx"), ["scripts/build.ts"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRss(child.pid));
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed (${code}):\n${stderr.slice(-2000)}`);
  return { seconds: (Date.now() - started) / 1000, peakMb: peak / 2 ** 20 };
}

/** Image files a build wrote or rewrote: new names, or a changed size, time or inode. */
function imageFiles(dir: string): Map<string, string> {
  const store = path.join(dir, "public/img");
  const files = new Map<string, string>();
  for (const name of existsSync(store) ? readdirSync(store) : []) {
    const stat = statSync(path.join(store, name));
    files.set(name, `${stat.size} ${stat.mtimeMs} ${stat.ino}`);
  }
  return files;
}

async function coldCovers(count: number): Promise<string> {
  const dir = copyProject();
  try {
    await writeArticles(dir, count, false);
    rmSync(path.join(dir, "public/img"), { recursive: true, force: true });
    const cold = await build(dir);
    const before = imageFiles(dir);
    const second = await build(dir);
    const after = imageFiles(dir);
    const rewritten = [...after].filter(([name, stamp]) => before.get(name) !== stamp).length;
    const svgs = [...after.keys()].filter((name) => name.endsWith(".svg"));
    const svgBytes = svgs.reduce(
      (sum, name) => sum + statSync(path.join(dir, "public/img", name)).size,
      0,
    );
    // The covers alone: drawing every article's SVG, then drawing and writing into an empty store.
    let started = performance.now();
    for (let i = 0; i < count; i++)
      coverSvg({ slug: `kapak-${i}`, categoryKey: CATEGORY_KEYS[i % 7] ?? null });
    const drawMs = performance.now() - started;
    const store = { dir: mkdtempSync(path.join(tmpdir(), "isilti-bench-svg-")), urlPrefix: "/img" };
    started = performance.now();
    for (let i = 0; i < count; i++) {
      const svg = coverSvg({ slug: `kapak-${i}`, categoryKey: CATEGORY_KEYS[i % 7] ?? null });
      storeVector(svg, COVER_SIZE, store);
    }
    const writeMs = performance.now() - started;
    rmSync(store.dir, { recursive: true, force: true });
    return `| ${count.toLocaleString("en")} | ${cold.seconds.toFixed(1)} s | ${cold.peakMb.toFixed(0)} MB | ${second.seconds.toFixed(1)} s | ${rewritten} | ${svgs.length.toLocaleString("en")} | ${(svgBytes / Math.max(1, svgs.length) / 1024).toFixed(2)} KB | ${(drawMs / 1000).toFixed(2)} s / ${(writeMs / 1000).toFixed(2)} s |`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (COLD_COVERS) {
  const coldRows: string[] = [];
  for (const count of SIZES) {
    coldRows.push(await coldCovers(count));
    console.log(coldRows.at(-1));
  }
  console.log(
    "\n| articles | cold build | peak memory | second build | image files the second build wrote | SVG covers | average SVG | draw / draw + write covers alone |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of coldRows) console.log(row);
  process.exit(0);
}

const rows: string[] = [];
for (const count of SIZES) {
  const dir = copyProject();
  try {
    await writeArticles(dir, count, true);
    const { seconds, peakMb } = await build(dir);
    const out = path.join(dir, "out");
    const pages = execFileSync("find", [out, "-name", "*.html"], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean).length;
    const biggest = Math.max(
      ...readdirSync(out)
        .filter((f) => f.endsWith(".html"))
        .map((f) => statSync(path.join(out, f)).size),
    );
    rows.push(
      `| ${count.toLocaleString("en")} | ${pages.toLocaleString("en")} | ${seconds.toFixed(1)} s | ${peakMb.toFixed(0)} MB | ${(du(out) / 2 ** 20).toFixed(0)} MB | ${(biggest / 1024).toFixed(0)} KB |`,
    );
    console.log(rows.at(-1));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(
  "\n| articles | HTML pages | build time | peak memory | out/ size | largest top-level page |",
);
console.log("|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
