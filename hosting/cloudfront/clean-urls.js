// A CloudFront Function (runtime cloudfront-js-2.0, event type viewer-request) for the site's
// distribution in front of its S3 bucket: the clean URLs the build's links use, as nginx and
// `npm run serve` answer them (docs/editing.md, "For the operator"). `/` is index.html,
// `/a/b` is a/b.html, `/a/b/` redirects to `/a/b`; a path whose last segment has a dot is a
// file and goes as it is. Unknown paths reach the bucket and get its 404 (the distribution's
// error response shows 404.html). The deploy's own objects (`/.deploy-manifest.json`: commits
// and file list) are not for readers: every path starting with a dot is not found.
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls it by name
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (uri.startsWith("/.")) return { statusCode: 404, statusDescription: "Not Found" };
  if (uri === "/") {
    request.uri = "/index.html";
    return request;
  }
  if (uri.endsWith("/")) {
    const query = Object.keys(request.querystring)
      .map((name) => {
        const value = request.querystring[name].value;
        return value === "" ? name : `${name}=${value}`;
      })
      .join("&");
    return {
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: uri.replace(/\/+$/, "") + (query ? `?${query}` : "") } },
    };
  }
  const last = uri.slice(uri.lastIndexOf("/") + 1);
  if (!last.includes(".")) request.uri = `${uri}.html`;
  return request;
}
