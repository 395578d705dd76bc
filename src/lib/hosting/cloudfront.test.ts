import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * hosting/cloudfront/clean-urls.js, the CloudFront Function the operator's guide installs in
 * front of the bucket, run as CloudFront runs it: a global `handler(event)` given the viewer
 * request in CloudFront's event shape, returning the request or a response.
 */
type CfRequest = { uri: string; querystring: Record<string, { value: string }> };
const handler = new Function(
  `${readFileSync("hosting/cloudfront/clean-urls.js", "utf8")}\nreturn handler;`,
)() as (event: { request: CfRequest }) => CfRequest | Record<string, unknown>;
const viewer = (uri: string, querystring: CfRequest["querystring"] = {}) =>
  handler({ request: { uri, querystring } });

describe("the CloudFront Function for clean URLs", () => {
  it("maps the site's addresses to the files the build writes", () => {
    expect(viewer("/")).toMatchObject({ uri: "/index.html" });
    expect(viewer("/articles/gunes-kremi")).toMatchObject({ uri: "/articles/gunes-kremi.html" });
    expect(viewer("/skin-care/sun-protection")).toMatchObject({
      uri: "/skin-care/sun-protection.html",
    });
    for (const file of ["/_astro/app.abc.js", "/img/x-480.avif", "/sitemap.xml", "/sw.js"])
      expect(viewer(file)).toMatchObject({ uri: file });
  });

  it("keeps the deploy's own objects from readers", () => {
    expect(viewer("/.deploy-manifest.json")).toEqual({
      statusCode: 404,
      statusDescription: "Not Found",
    });
  });

  it("redirects a trailing slash to the address without it, keeping the query", () => {
    expect(viewer("/authors/", { s: { value: "1" } })).toEqual({
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: "/authors?s=1" } },
    });
  });
});
