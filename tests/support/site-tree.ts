import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A small out/-like tree: the kinds of files the real build writes, with pages that refer to
 * fingerprinted assets by name, as the built pages do. `code` stands for the code's version (it
 * names the chunks), `articles` for the content (slug → text).
 */
export interface TreeVersion {
  code: string;
  articles: Record<string, string>;
}

/** A first version of a small site: two articles. */
export const SITE_V1: TreeVersion = {
  code: "c0de01",
  articles: { "gunes-kremi": "Güneş kremi her gün.", "sac-bakimi": "Saç bakımı." },
};

export function writeSiteTree(dir: string, { code, articles }: TreeVersion): void {
  rmSync(dir, { recursive: true, force: true });
  const write = (file: string, data: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), data);
  };
  const chunk = `/_astro/app.${code}.js`;
  const css = `/_astro/style.${code}.css`;
  const font = "/_astro/font.1a2b3c.woff2";
  const head = `<link rel="stylesheet" href="${css}"><script src="${chunk}" async></script>`;
  const image = (slug: string) => `/img/${slug}-${hashOf(articles[slug] ?? "")}-480.avif`;
  const slugs = Object.keys(articles).sort();

  write(chunk.slice(1), `console.log(${JSON.stringify(code)});`);
  write(css.slice(1), `body{font-family:x;--v:${JSON.stringify(code)}}`);
  write(`_astro/runtime.${code}.js`, `import"./app.${code}.js";`);
  write(font.slice(1), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  for (const slug of slugs) {
    const text = articles[slug] ?? "";
    write(image(slug).slice(1), Buffer.from(`AVIF ${text}`));
    write(image(slug).replace(".avif", ".webp").slice(1), Buffer.from(`WEBP ${text}`));
    write(
      `articles/${slug}.html`,
      `<!doctype html><html lang="tr"><head>${head}</head><body><h1>${slug}</h1><img src="${image(slug)}" alt=""><p>${text}</p></body></html>`,
    );
    write(`articles/${slug}/opengraph-image`, Buffer.from(`PNG card ${text}`));
    write(`og/${slug}.png`, Buffer.from(`PNG og ${text}`));
  }
  const cards = slugs
    .map((slug) => `<a href="/articles/${slug}"><img src="${image(slug)}" alt="">${slug}</a>`)
    .join("");
  write(
    "index.html",
    `<!doctype html><html lang="tr"><head>${head}</head><body>${cards}</body></html>`,
  );
  write(
    "404.html",
    `<!doctype html><html><head>${head}</head><body>Sayfa Bulunamadı</body></html>`,
  );
  write("search-index.json", JSON.stringify(slugs));
  write("manifest.webmanifest", '{"name":"Deneme"}');
  write("favicon.ico", Buffer.from([0, 0, 1, 0]));
  write("icons/logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write("sw.js", `const PRECACHE=${JSON.stringify([chunk, css, "/"])};`);
  const urls = slugs.map((slug) => `<url><loc>https://example.com/articles/${slug}</loc></url>`);
  write("sitemap.xml", `<urlset>${urls.join("")}</urlset>`);
  write("robots.txt", "User-agent: *\nSitemap: https://example.com/sitemap.xml\n");
  const items = slugs.map(
    (slug) => `<item><link>https://example.com/articles/${slug}</link></item>`,
  );
  write("feed.xml", `<rss><channel>${items.join("")}</channel></rss>`);
}

function hashOf(text: string): string {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return h.toString(16).padStart(8, "0");
}

/**
 * What is wrong with a bucket's state as readers would meet it: a page, the service worker, the
 * sitemap or the feed naming a file the bucket does not have. [] when every reference resolves.
 */
export function brokenReferences(objects: ReadonlyMap<string, string>): string[] {
  const broken: string[] = [];
  const exists = (sitePath: string) =>
    objects.has(sitePath.slice(1)) || objects.has(`${sitePath.slice(1)}.html`);
  for (const [key, text] of objects) {
    const refs =
      key.endsWith(".html") || key === "sw.js"
        ? [...text.matchAll(/"(\/(?:_astro|img)\/[^"]+)"/g)].map((m) => m[1] ?? "")
        : key === "sitemap.xml" || key === "feed.xml"
          ? [...text.matchAll(/https:\/\/example\.com(\/[^<]+)/g)].map((m) => m[1] ?? "")
          : [];
    for (const ref of refs) if (!exists(ref)) broken.push(`${key} → ${ref}`);
  }
  return broken;
}
