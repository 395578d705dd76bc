import { describe, expect, it } from "vitest";
import { analyticsSchema } from "@/lib/analytics/settings";
import { imgSrcDirective } from "./counter-csp";

describe("the page policy's img-src", () => {
  it("names the counter's host, and no counter host for a site without one", () => {
    expect(imgSrcDirective(analyticsSchema.parse({}))).toBe(
      "img-src 'self' data: https://counter.yadro.ru",
    );
    expect(
      imgSrcDirective(
        analyticsSchema.parse({
          provider: "goatcounter",
          endpoint: "https://sayac.isilti.com.tr/count",
          country: "TR",
        }),
      ),
    ).toBe("img-src 'self' data: https://sayac.isilti.com.tr");
    expect(imgSrcDirective(analyticsSchema.parse({ provider: "none" }))).toBe(
      "img-src 'self' data:",
    );
  });
});
