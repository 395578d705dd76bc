import { describe, expect, it } from "vitest";
import { analyticsSchema } from "@/lib/analytics/settings";
import { inlineHash } from "./csp-hash";
import { SHARED_CSP_DIRECTIVES } from "./headers";
import { pagePolicy } from "./page-policy";

const directives = (policy: string) =>
  new Map(
    policy.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe("pagePolicy", () => {
  const hash = inlineHash("document.documentElement.dataset.theme='dark'");
  const policy = pagePolicy({ analytics: analyticsSchema.parse({}), scriptHashes: [hash] });

  it("allows scripts from the site and the given inline scripts only", () => {
    expect(directives(policy).get("script-src")).toEqual(["'self'", `'${hash}'`]);
    expect(directives(policy).get("default-src")).toEqual(["'self'"]);
    // Inline styles only: styles cannot run code.
    for (const [name, values] of directives(policy))
      if (name !== "style-src") expect(values, name).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("repeats every directive the hosts send, and names the counter's image host", () => {
    for (const [name, values] of Object.entries(SHARED_CSP_DIRECTIVES))
      expect(directives(policy).get(name), name).toEqual(values);
    expect(directives(policy).get("img-src")).toEqual([
      "'self'",
      "data:",
      "https://counter.yadro.ru",
    ]);
  });
});
