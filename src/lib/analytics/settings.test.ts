import { describe, expect, it } from "vitest";
import { formatProblem, ProblemLog } from "@/lib/content/loading/problems";
import { siteSchema } from "@/lib/content/loading/schemas";
import { validated } from "@/lib/content/loading/validated";
import { counterEndpoint, counterOrigin, needsConsent, sendsAbroad } from "./counter";
import { analyticsSchema } from "./settings";

const FILE = "content/site/isilti.yaml";

/** The problems a settings file with this `analytics` block gets, as the build prints them. */
function problems(analytics: unknown): string[] {
  const log = new ProblemLog();
  validated(siteSchema.pick({ analytics: true }), { analytics }, FILE, log);
  return log.errors.map(formatProblem);
}

const OWN = {
  provider: "goatcounter",
  endpoint: "https://sayac.isilti.com.tr/count",
  country: "TR",
};

describe("analytics settings", () => {
  it("default to LiveInternet, the specification's counter, with its standard counter type", () => {
    expect(siteSchema.pick({ analytics: true }).parse({}).analytics).toEqual({
      provider: "liveinternet",
      type: "44.6",
    });
    // A block without a provider (settings written before there was a choice) is LiveInternet's.
    const cookie = { name: "li_id", lifetime: "1 yıl" };
    expect(analyticsSchema.parse({ cookie })).toEqual({
      provider: "liveinternet",
      type: "44.6",
      cookie,
    });
  });

  it("accept each provider with its own settings", () => {
    expect(analyticsSchema.parse({ provider: "liveinternet", type: "14.5" })).toMatchObject({
      type: "14.5",
    });
    expect(analyticsSchema.parse(OWN)).toEqual(OWN);
    expect(
      analyticsSchema.parse({ ...OWN, country: "DE", transfer: "standard-contract" }),
    ).toMatchObject({ country: "DE" });
    expect(analyticsSchema.parse({ provider: "none" })).toEqual({ provider: "none" });
  });

  it("name the file, the field and the problem for each mistake", () => {
    expect(problems({ provider: "matomo" })).toEqual([
      `${FILE}: analytics.provider: must name a provider: one of "liveinternet", "goatcounter", "none"`,
    ]);
    expect(problems({ provider: "goatcounter", country: "TR" })).toEqual([
      `${FILE}: analytics.endpoint: must be an https URL like https://sayac.example.com/count`,
    ]);
    expect(problems({ ...OWN, endpoint: "http://sayac.isilti.com.tr/count" })).toEqual([
      `${FILE}: analytics.endpoint: must be an https URL like https://sayac.example.com/count`,
    ]);
    expect(problems({ ...OWN, endpoint: "https://sayac.isilti.com.tr/count.js" })).toEqual([
      `${FILE}: analytics.endpoint: must be the counter's /count address, without ? or #, like https://sayac.example.com/count`,
    ]);
    expect(problems({ ...OWN, country: "Türkiye" })).toEqual([
      `${FILE}: analytics.country: must be a two-letter country code (ISO 3166-1), like TR or DE`,
    ]);
    expect(problems({ ...OWN, country: "DE" })).toEqual([
      expect.stringMatching(
        /^content\/site\/isilti\.yaml: analytics\.transfer: is required for a counter outside Türkiye \(country DE\).*standard-contract$/,
      ),
    ]);
    expect(problems({ ...OWN, transfer: "standard-contract" })).toEqual([
      `${FILE}: analytics.transfer: must be left out for a counter in Türkiye: nothing is transferred abroad`,
    ]);
    expect(problems({ provider: "liveinternet", type: "big" })).toEqual([
      `${FILE}: analytics.type: must be LiveInternet's counter type, like 44.6`,
    ]);
    expect(problems({ provider: "none", endpoint: "https://x.example/count" })).toEqual([
      `${FILE}: analytics: Unrecognized key: "endpoint"`,
    ]);
  });
});

describe("what each counter means for a reader", () => {
  const live = analyticsSchema.parse({});
  const own = analyticsSchema.parse(OWN);
  const abroad = analyticsSchema.parse({ ...OWN, country: "NL", transfer: "standard-contract" });
  const none = analyticsSchema.parse({ provider: "none" });

  it("sends each page view to the provider's own address, or nowhere", () => {
    expect(counterEndpoint(live)).toBe("https://counter.yadro.ru/hit");
    expect(counterOrigin(own)).toBe("https://sayac.isilti.com.tr");
    expect([counterEndpoint(none), counterOrigin(none)]).toEqual([null, null]);
  });

  it("asks the reader first only for LiveInternet; names data going abroad", () => {
    expect([live, own, abroad, none].map(needsConsent)).toEqual([true, false, false, false]);
    expect([live, own, abroad, none].map(sendsAbroad)).toEqual([true, false, true, false]);
  });
});
