import { describe, expect, it } from "vitest";
import { analyticsSchema } from "@/lib/analytics/settings";
import { imgSources } from "./counter-csp";

describe("the page policy's img-src", () => {
  it("names the counter's host, and no counter host for a site without one", () => {
    expect(imgSources(analyticsSchema.parse({}))).toEqual([
      "'self'",
      "data:",
      "https://counter.yadro.ru",
    ]);
    expect(
      imgSources(
        analyticsSchema.parse({
          provider: "goatcounter",
          endpoint: "https://sayac.isilti.com.tr/count",
          country: "TR",
        }),
      ),
    ).toEqual(["'self'", "data:", "https://sayac.isilti.com.tr"]);
    expect(imgSources(analyticsSchema.parse({ provider: "none" }))).toEqual(["'self'", "data:"]);
  });
});
