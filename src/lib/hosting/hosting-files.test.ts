import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { siteSchema } from "@/lib/content/loading/schemas";
import { hostingFiles } from "./hosting-files";
import { nginxConfig } from "./nginx";
import { serveConfig } from "./serve-config";

const site = siteSchema.parse(YAML.parse(readFileSync("content/site/isilti.yaml", "utf8")));

describe("the committed host configurations", () => {
  it.each(Object.entries(hostingFiles(site)))("%s is what npm run hosting writes", (file, text) => {
    expect(readFileSync(file, "utf8"), `${file} is stale: run npm run hosting`).toBe(text);
  });
});

describe("serveConfig", () => {
  it("lets the strongest cache rule win (serve applies every match, the last one last)", () => {
    const sources = serveConfig().headers.map((entry) => entry.source);
    expect(sources[0]).toBe("**");
    expect(sources.at(-1)).toBe("img/**");
    expect(sources.indexOf("_astro/**")).toBeGreaterThan(sources.indexOf("sw.js"));
  });
});

describe("nginxConfig", () => {
  const conf = nginxConfig({ name: "glimmer", domain: "glimmer.example.com", root: "/srv/g" });

  it("names its variables after the site, so sister sites can share one nginx", () => {
    expect(conf).toContain("map $uri $glimmer_cache_control {");
    expect(conf).not.toContain("isilti");
    expect(conf).toContain("server_name glimmer.example.com;");
  });

  it("sets headers only at the server level (a location's add_header would drop them)", () => {
    const server = conf.slice(conf.indexOf("server {"));
    const firstLocation = server.indexOf("\n    location ");
    expect(server.slice(firstLocation)).not.toContain("add_header");
    expect(server.slice(0, firstLocation).match(/add_header .* always;/g)).toHaveLength(5);
  });
});
