import { describe, expect, it } from "vitest";
import { inlineScripts, pagePolicy, scriptHash, withContentSecurityPolicy } from "./csp";

const COUNTER = { counterUrl: "https://counter.example.com/hit?x=1" };

const page = [
  '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  "<script>document.documentElement.dataset.theme='light'</script>",
  '<script type="text/x-deferred" data-deferred-src="/_next/static/chunks/a.js"></script>',
  '<script src="/_next/static/chunks/poly.js" noModule=""></script></head><body>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  '<script id="_R_">(globalThis.T=[]).push(1)</script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script data-payload="/index.txt">(function(){go()})();</script></body></html>',
].join("");

describe("inlineScripts", () => {
  it("lists the scripts a browser runs, not data blocks or scripts with a src", () => {
    expect(inlineScripts(page)).toEqual([
      "document.documentElement.dataset.theme='light'",
      "(globalThis.T=[]).push(1)",
      "(self.__next_f=self.__next_f||[]).push([0])",
      "(function(){go()})();",
    ]);
  });

  it("treats module and JavaScript types as scripts, whatever their case and quotes", () => {
    expect(
      inlineScripts(
        "<script type=module>a()</script><script TYPE='Text/JavaScript'>b()</script><script type=\"importmap\">{}</script>",
      ),
    ).toEqual(["a()", "b()"]);
  });
});

describe("scriptHash", () => {
  it("is the sha256 source a browser computes (the CSP specification's example)", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it("hashes UTF-8 bytes, with line ends as the HTML parser leaves them", () => {
    expect(scriptHash("a('ş')\r\nb()")).toBe(scriptHash("a('ş')\nb()"));
    expect(scriptHash("a('ş')")).not.toBe(scriptHash("a('s')"));
  });
});

describe("pagePolicy", () => {
  const policy = pagePolicy(page, COUNTER);

  it("allows scripts from the site and the page's own inline scripts by hash, nothing unsafe", () => {
    expect(policy["script-src"]?.[0]).toBe("'self'");
    expect(policy["script-src"]).toHaveLength(5);
    expect(policy["script-src"]).toContain(scriptHash("(function(){go()})();"));
    expect(JSON.stringify(policy["script-src"])).not.toMatch(/unsafe|\*|https?:/);
  });

  it("allows images from the site, data: and the counter's origin only", () => {
    expect(policy["img-src"]).toEqual(["'self'", "data:", "https://counter.example.com"]);
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["worker-src"]).toEqual(["'self'"]);
    expect(policy["manifest-src"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
  });

  it("leaves frame-ancestors to the header (a meta policy may not carry it)", () => {
    expect(policy["frame-ancestors"]).toBeUndefined();
  });

  it("lists each hash once, in a stable order", () => {
    const twice = page.replace("</body>", "<script>(globalThis.T=[]).push(1)</script></body>");
    expect(pagePolicy(twice, COUNTER)["script-src"]).toEqual(policy["script-src"]);
  });
});

describe("withContentSecurityPolicy", () => {
  const out = withContentSecurityPolicy(page, COUNTER);

  it("puts the policy right after <meta charset>, before any script", () => {
    const meta = out.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBe(out.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    expect(out.indexOf("<script")).toBeGreaterThan(meta);
    expect(out.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "")).toBe(
      page,
    );
  });

  it("is the same when run twice", () => {
    expect(withContentSecurityPolicy(out, COUNTER)).toBe(out);
  });

  it("refuses a page whose policy could not precede its scripts", () => {
    expect(() =>
      withContentSecurityPolicy("<html><body><script>x()</script></body></html>", COUNTER),
    ).toThrow(/no <head>/);
    expect(() =>
      withContentSecurityPolicy(
        '<html><head><script>x()</script><meta charSet="utf-8"/></head></html>',
        COUNTER,
      ),
    ).toThrow(/before <meta charset>/);
  });
});
