import { describe, expect, it } from "vitest";
import { withoutRunningScripts } from "./no-script-copy";

const LD = '<script type="application/ld+json">{"@type":"Article","name":"a</b>"}</script>';

describe("withoutRunningScripts", () => {
  it("removes classic, inline, module scripts and script preloads, and nothing else", () => {
    const html =
      '<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8">' +
      '<script type="module" src="/_astro/router.js"></script>' +
      '<link rel="modulepreload" href="/_astro/a.js"><link rel="preload" as="script" href="/b.js">' +
      '<link rel="preload" as="font" href="/f.woff2" crossorigin>' +
      "<title>Başlık</title></head><body>" +
      '<script>document.documentElement.dataset.theme="dark"</script>' +
      `<main>${LD}<p>Metin &amp; <b>kalın</b></p></main>` +
      '<script type="text/javascript">x()</script><SCRIPT TYPE="Module">y()</SCRIPT>' +
      "</body></html>";
    expect(withoutRunningScripts(html)).toBe(
      '<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8">' +
        '<link rel="preload" as="font" href="/f.woff2" crossorigin>' +
        "<title>Başlık</title></head><body>" +
        `<main>${LD}<p>Metin &amp; <b>kalın</b></p></main>` +
        "</body></html>",
    );
  });

  it("keeps every data block, whatever its type", () => {
    const html = `<html><body>${LD}<script type="application/json">{"a":1}</script><script type="text/plain">not code</script></body></html>`;
    expect(withoutRunningScripts(html)).toBe(html);
  });
});
