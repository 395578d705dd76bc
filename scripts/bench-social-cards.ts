/**
 * Social-card speed: draws N cards (the bundled articles repeated under new titles) into a
 * temporary folder, cold, then again (nothing may be drawn the second time).
 *   npx tsx scripts/bench-social-cards.ts 1000
 * Reads the bundled content (CONTENT_DIR, SITE). Prints wall and
 * CPU milliseconds per card; CPU time ÷ cores is the floor of wall time on an idle machine.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { contentOptionsFrom } from "@/lib/content/loading/load-content";
import { buildSocialCards } from "@/lib/images/social-cards";
import { composeModel } from "@/lib/site-model/compose-model";
import { envOrExit } from "./support/env";

const count = Number(process.argv[2] ?? 500);
const { model } = await composeModel(contentOptionsFrom(envOrExit()));
const articles = Array.from({ length: count }, (_, i) => {
  const article = model.articles[i % model.articles.length];
  if (!article) throw new Error("the content has no articles");
  return { ...article, slug: `${article.slug}-${i}`, title: `${article.title} (${i + 1})` };
});
const dir = mkdtempSync(path.join(tmpdir(), "isilti-cards-"));
cpSync(path.resolve("public/icons"), path.join(dir, "icons"), { recursive: true });
const store = { publicDir: dir, siteDir: dir, manifestFile: path.join(dir, "manifest.json") };

const timed = async () => {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const stats = await buildSocialCards({ site: model.site, articles }, store);
  const used = process.cpuUsage(cpu);
  return { stats, wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
};
try {
  const cold = await timed();
  const warm = await timed();
  const folder = path.join(dir, "og", "articles");
  const files = readdirSync(folder);
  const bytes = files.reduce((sum, f) => sum + statSync(path.join(folder, f)).size, 0);
  const cores = cpus().length;
  const perCard = (ms: number) => (ms / cold.stats.cards).toFixed(1);
  console.log(`cards: ${cold.stats.cards} drawn cold, ${warm.stats.drawn} drawn on the second run`);
  console.log(
    `cold: ${perCard(cold.wall)} ms/card wall, ${perCard(cold.cpu)} ms/card CPU (${cores} cores)`,
  );
  console.log(
    `10,000 cards: ~${((cold.wall / cold.stats.cards) * 10).toFixed(0)} s at this wall rate, ` +
      `~${((cold.cpu / cold.stats.cards / cores) * 10).toFixed(0)} s on ${cores} idle cores`,
  );
  console.log(
    `second run: ${warm.wall.toFixed(0)} ms; average card ${(bytes / files.length / 1024).toFixed(1)} KB`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
