import { z } from "zod";

/**
 * The `analytics` block of a site's settings: which visitor counter the site uses and what it
 * needs (docs/behaviour.md#visitor-counter). One of three providers:
 * - `liveinternet`, the specification's third-party counter (the default): an image from
 *   counter.yadro.ru in LiveInternet's own hit format, after the reader's two consents;
 * - `goatcounter`, an open-source counter the publisher runs on its own server, sent the
 *   request its documentation defines (no cookie, no third party);
 * - `none`: no counter, no request, no banner.
 */

export const ANALYTICS_PROVIDERS = ["liveinternet", "goatcounter", "none"] as const;

/** Where the data controller is established: KVKK counts a server anywhere else as abroad. */
export const HOME_COUNTRY = "TR";

/** LiveInternet's counter address, as its counter code has it. */
export const LIVEINTERNET_HIT = "https://counter.yadro.ru/hit";

const text = (min: number, max: number) =>
  z
    .string({ error: "is required and must be text" })
    .trim()
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`);

const liveInternet = z.strictObject({
  provider: z.literal("liveinternet"),
  /**
   * The counter type of the code LiveInternet's site hands out (`hit?t44.6;…` is type 44.6).
   * It picks only the picture the counter answers with, which this site never shows.
   */
  type: z
    .string({ error: "must be text like 44.6" })
    .regex(/^\d{1,3}\.\d{1,2}$/, "must be LiveInternet's counter type, like 44.6")
    .default("44.6"),
  /** The counter's own cookie, as the privacy policy must name it (KVKK): set by its provider. */
  cookie: z.strictObject({ name: text(1, 80), lifetime: text(2, 80) }).optional(),
});

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const isCountry = (code: string) =>
  /^[A-Z]{2}$/.test(code) && code !== "ZZ" && regionNames.of(code) !== undefined;

const goatCounter = z
  .strictObject({
    provider: z.literal("goatcounter"),
    /** The counter's `/count` address on the publisher's own server. */
    endpoint: z
      .url({
        protocol: /^https$/,
        error: "must be an https URL like https://sayac.example.com/count",
      })
      .refine((value) => {
        const url = new URL(value);
        return url.pathname.endsWith("/count") && !url.search && !url.hash;
      }, "must be the counter's /count address, without ? or #, like https://sayac.example.com/count"),
    /** Where the counter's server runs (ISO 3166-1 alpha-2): the privacy policy names it. */
    country: z
      .string({ error: "is required: the country code of the counter's server, like TR" })
      .refine(isCountry, "must be a two-letter country code (ISO 3166-1), like TR or DE"),
    /**
     * Outside Türkiye the data is transferred abroad (KVKK art. 9): the safeguard the publisher
     * has put in place with the server's host. Left out for a server in Türkiye.
     */
    transfer: z.literal("standard-contract", { error: 'must be "standard-contract"' }).optional(),
  })
  .superRefine((settings, context) => {
    if (!isCountry(settings.country)) return; // already reported
    const abroad = settings.country !== HOME_COUNTRY;
    if (abroad && !settings.transfer)
      context.addIssue({
        code: "custom",
        path: ["transfer"],
        message: `is required for a counter outside Türkiye (country ${settings.country}): every visit is then transferred abroad (KVKK art. 9). Sign the standard contract with the server's host, notify the Authority within 5 business days, then set transfer: standard-contract`,
      });
    if (!abroad && settings.transfer)
      context.addIssue({
        code: "custom",
        path: ["transfer"],
        message: "must be left out for a counter in Türkiye: nothing is transferred abroad",
      });
  });

const none = z.strictObject({ provider: z.literal("none") });

const PROVIDER_LIST = ANALYTICS_PROVIDERS.map((p) => `"${p}"`).join(", ");

/** A block that names no provider is LiveInternet's, the specification's counter. */
const withDefaultProvider = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value) && !("provider" in value)
    ? { ...value, provider: "liveinternet" }
    : value;

export const analyticsSchema = z
  .preprocess(
    withDefaultProvider,
    z.discriminatedUnion("provider", [liveInternet, goatCounter, none], {
      error: (issue) =>
        issue.code === "invalid_union"
          ? `must name a provider: one of ${PROVIDER_LIST}`
          : undefined,
    }),
  )
  .default({ provider: "liveinternet", type: "44.6" });

export type Analytics = z.output<typeof analyticsSchema>;
