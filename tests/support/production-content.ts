import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Turns the bundled sample content in a project copy into content a production deploy takes:
 * every bracketed placeholder filled, the sample partner links gone, every reviewed article
 * given its review date. What a publisher does once before the first production deploy.
 */
export function makeProductionReady(projectDir: string): void {
  const content = path.join(projectDir, "content");
  for (const file of ["site/isilti.yaml", "reviewers/hekim.yaml"]) {
    const full = path.join(content, file);
    writeFileSync(
      full,
      readFileSync(full, "utf8").replace(/"\[[^\]"]+\]"/g, '"Deneme Yayıncılık Bilgisi"'),
    );
  }
  rmSync(path.join(content, "partner-links.json"));
  const articles = path.join(content, "articles");
  for (const name of readdirSync(articles).filter((n) => n.endsWith(".md"))) {
    const full = path.join(articles, name);
    const text = readFileSync(full, "utf8");
    const date = /^date: (.+)$/m.exec(text)?.[1];
    if (!date || !/^review:\n {2}reviewer: [^\n]+\n(?! {2}date:)/m.test(text)) continue;
    writeFileSync(full, text.replace(/^(review:\n {2}reviewer: [^\n]+\n)/m, `$1  date: ${date}\n`));
  }
}
