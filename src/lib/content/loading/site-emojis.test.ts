import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { siteSchema } from "./schemas";

const bundled = parse(readFileSync("content/site/isilti.yaml", "utf8"));
const issues = (descriptionEmojis: unknown) => {
  const result = siteSchema.safeParse({ ...bundled, descriptionEmojis });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("descriptionEmojis in the site settings", () => {
  it("holds the bundled site's four emojis", () => {
    expect(issues(bundled.descriptionEmojis)).toEqual([]);
    expect(bundled.descriptionEmojis).toEqual(["✨", "💄", "🌸", "💅"]);
  });

  it("accepts emojis written with a variation selector, a skin tone or joined parts", () => {
    expect(issues(["❤️", "💅🏽", "👩‍🔬", "🌸"])).toEqual([]);
  });

  it("names the field when the list is missing, short, repeated or not emojis", () => {
    expect(issues(undefined)).toEqual(["descriptionEmojis: is required: a list of four emojis"]);
    expect(issues(["✨", "💄", "🌸"])).toEqual([
      "descriptionEmojis: must list exactly four emojis",
    ]);
    expect(issues(["✨", "✨", "🌸", "💅"])).toEqual([
      "descriptionEmojis: must not repeat an emoji",
    ]);
    expect(issues(["✨", "a", "🌸", "💅"])).toEqual(["descriptionEmojis.1: must be one emoji"]);
    expect(issues(["✨", "💄💄", "🌸", "💅"])).toEqual(["descriptionEmojis.1: must be one emoji"]);
  });
});
