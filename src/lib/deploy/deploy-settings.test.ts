import { describe, expect, it } from "vitest";
import type { SiteSettings } from "@/lib/content/loading/schemas";
import { siteSchema } from "@/lib/content/loading/schemas";
import { defaultBuckets, deploySettings } from "./deploy-settings";

const settings = (extra: Record<string, unknown> = {}): SiteSettings =>
  siteSchema.parse({
    name: "glimmer",
    title: "Glimmer",
    tagline: "Beauty, plainly",
    description:
      "An English sister site of the magazine: skin care, make-up and hair, explained plainly.",
    domain: "glimmer.example.com",
    language: "en",
    social: {
      video: "https://video.example.com/glimmer",
      network: "https://social.example.com/glimmer",
      photos: "https://photos.example.com/glimmer",
    },
    analytics: { provider: "liveinternet" },
    home: { spotlight: "skin" },
    descriptionEmojis: ["🌿", "☀️", "💧", "✨"],
    ...extra,
  });

describe("deploySettings", () => {
  it("names the buckets {name}-dev and {name}-prod", () => {
    expect(defaultBuckets("glimmer")).toEqual({
      development: "glimmer-dev",
      production: "glimmer-prod",
    });
    expect(deploySettings(settings()).buckets).toEqual({
      development: "glimmer-dev",
      production: "glimmer-prod",
    });
  });

  it("keeps buckets the settings name, one or both", () => {
    const one = deploySettings(settings({ buckets: { production: "glimmer-live" } }));
    expect(one.buckets).toEqual({ development: "glimmer-dev", production: "glimmer-live" });
    const both = deploySettings(
      settings({ buckets: { development: "a-test", production: "a-www" } }),
    );
    expect(both.buckets).toEqual({ development: "a-test", production: "a-www" });
  });

  it("keeps old builds' files for 7 days unless told otherwise", () => {
    expect(deploySettings(settings()).graceDays).toBe(7);
    expect(deploySettings(settings({ deploy: { graceDays: 30 } })).graceDays).toBe(30);
  });
});
