import { describe, expect, it } from "vitest";
import { DICTIONARIES, dictionary, LANGUAGES } from "@/lib/i18n";
import type { SiteSettings } from "./schemas";
import { siteSchema } from "./schemas";
import {
  accentCss,
  colourProblems,
  defaultEmail,
  resolveSite,
  unknownSiteMessage,
} from "./site-settings";

/** The least a settings file must say. */
const MINIMAL = {
  name: "glimmer",
  title: "Glimmer",
  tagline: "Beauty, plainly",
  description:
    "An English sister site of the magazine: skin care, make-up and hair, explained plainly.",
  domain: "glimmer.example.com",
  social: {
    video: "https://video.example.com/glimmer",
    network: "https://social.example.com/glimmer",
    photos: "https://photos.example.com/glimmer",
  },
  analytics: { provider: "liveinternet" },
  home: { spotlight: "skin" },
  descriptionEmojis: ["🌿", "☀️", "💧", "✨"],
};

const settings = (fields: Record<string, unknown>): SiteSettings =>
  siteSchema.parse({ ...MINIMAL, ...fields });

describe("resolveSite in each of the four languages", () => {
  const expected = {
    tr: {
      locale: "tr_TR",
      email: "iletisim@glimmer.example.com",
      heading: "Sponsorlu Bağlantılar",
    },
    en: { locale: "en_US", email: "contact@glimmer.example.com", heading: "Partner Links" },
    ru: { locale: "ru_RU", email: "info@glimmer.example.com", heading: "Рекомендуемые сайты" },
    ko: { locale: "ko_KR", email: "contact@glimmer.example.com", heading: "관련 자료" },
  } as const;

  it.each(LANGUAGES)("%s: lang, locale, contact address and partner-links heading", (language) => {
    const site = resolveSite(settings({ language }));
    expect(site.language).toBe(language);
    expect(site.locale).toBe(expected[language].locale);
    expect(site.email).toBe(expected[language].email);
    expect(dictionary(site.language).partnerLinks).toBe(expected[language].heading);
  });

  it("has a heading for every language, and no two alike", () => {
    const headings = LANGUAGES.map((language) => DICTIONARIES[language].partnerLinks);
    expect(new Set(headings).size).toBe(LANGUAGES.length);
  });

  it("rejects a language the site cannot speak", () => {
    const parsed = siteSchema.safeParse({ ...MINIMAL, language: "de" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["language"]);
  });
});

describe("defaults from the site's name", () => {
  it("rejects a bucket name S3 would refuse", () => {
    for (const bad of ["Glimmer", "ab", "-glimmer", "glimmer_prod", "x".repeat(64)]) {
      const parsed = siteSchema.safeParse({
        ...MINIMAL,
        language: "en",
        buckets: { production: bad },
      });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.path, bad).toEqual(["buckets", "production"]);
    }
  });

  it("has no data controller unless the settings name one; its e-mail defaults to the contact address", () => {
    expect(resolveSite(settings({ language: "en" })).controller).toBeNull();
    const controller = {
      legalName: "Glimmer Ltd",
      address: "1 High St, London",
      mersis: "0123456789000015",
      kep: "glimmer@hs01.kep.tr",
    };
    expect(resolveSite(settings({ language: "en", controller })).controller).toEqual({
      ...controller,
      editorInChief: null,
      managingEditor: null,
      hostingCountry: null,
      email: "contact@glimmer.example.com",
    });
    expect(
      resolveSite(
        settings({
          language: "en",
          controller: { ...controller, email: "dpo@glimmer.example.com" },
        }),
      ).controller?.email,
    ).toBe("dpo@glimmer.example.com");
  });

  it("keeps an e-mail address the settings give", () => {
    const site = resolveSite(settings({ language: "en", email: "editors@glimmer.example.com" }));
    expect(site.email).toBe("editors@glimmer.example.com");
    expect(defaultEmail("tr", "isilti.com.tr")).toBe("iletisim@isilti.com.tr");
  });

  it("takes the logo from the name unless the settings give one", () => {
    expect(resolveSite(settings({ language: "en" })).logo).toEqual({
      src: "/icons/glimmer-logo-small.png",
      width: 72,
      height: 72,
    });
    expect(resolveSite(settings({ language: "en", logo: "/brand/g.png" })).logo.src).toBe(
      "/brand/g.png",
    );
  });

  it("rejects a negative grace period", () => {
    expect(
      siteSchema.safeParse({ ...MINIMAL, language: "en", deploy: { graceDays: -1 } }).success,
    ).toBe(false);
  });

  it("gives pages no deploy settings: they are the deploy's (src/lib/deploy/deploy-settings.ts)", () => {
    const site = resolveSite(
      settings({ language: "en", buckets: { production: "a-www" }, deploy: { graceDays: 30 } }),
    );
    expect(site).not.toHaveProperty("buckets");
    expect(site).not.toHaveProperty("deploy");
    expect(JSON.stringify(site)).not.toContain("a-www");
  });
});

describe("unknownSiteMessage", () => {
  it("names the site, the file it looked for and the sites that exist", () => {
    expect(unknownSiteMessage("isilit", ["isilti", "glimmer"], "content/site")).toBe(
      'unknown site "isilit" (no content/site/isilit.yaml); known sites: glimmer, isilti. Set SITE to one of them.',
    );
  });

  it("says so when there are no settings at all", () => {
    expect(unknownSiteMessage("x", [], "content/site")).toMatch(
      /there are none in content\/site\//,
    );
  });
});

describe("custom colours", () => {
  const themes = {
    light: {
      bg: "#fbf7f4",
      surface: "#ffffff",
      "surface-muted": "#f5ece7",
      "on-accent": "#ffffff",
    },
    dark: { bg: "#141012", surface: "#1d171a", "surface-muted": "#292025", "on-accent": "#2a0f1c" },
  };

  it("accepts readable accents and writes them as token overrides", () => {
    const colors = { accent: "#1d4e89", accentDark: "#9cc3f0" };
    expect(colourProblems(colors, themes)).toEqual([]);
    expect(accentCss(colors)).toBe(
      '@media not print{html:root{--color-accent:#1d4e89;--color-focus:#1d4e89}html:root[data-theme="dark"]{--color-accent:#9cc3f0;--color-focus:#9cc3f0}}',
    );
  });

  it("writes only the theme whose accent is set", () => {
    expect(accentCss({ accent: null, accentDark: "#9cc3f0" })).toBe(
      '@media not print{html:root[data-theme="dark"]{--color-accent:#9cc3f0;--color-focus:#9cc3f0}}',
    );
  });

  it("writes nothing when no colour is set", () => {
    expect(accentCss({ accent: null, accentDark: null })).toBeNull();
  });

  it("rejects an accent too pale to read, naming the field", () => {
    const problems = colourProblems({ accent: "#f0c0d0", accentDark: null }, themes);
    expect(problems.map((p) => p.field)).toContain("colors.accent");
    expect(problems[0]?.problem).toMatch(/contrast of .*:1 .*at least 4\.5:1/);
  });

  it("rejects an accent readable on the page and cards but not on the muted background", () => {
    // #8a6a00: 4.8:1 on the page, 5.1:1 on cards and under white text, 4.3:1 on the muted background.
    const problems = colourProblems({ accent: "#8a6a00", accentDark: null }, themes);
    expect(problems).toEqual([
      {
        field: "colors.accent",
        problem: expect.stringMatching(
          /light theme's surface-muted colour #f5ece7; at least 4\.5:1/,
        ),
      },
    ]);
  });

  it("checks the dark accent against the dark theme", () => {
    const problems = colourProblems({ accent: null, accentDark: "#5a2a40" }, themes);
    // Too dark to read on any of the dark theme's backgrounds, and under its dark button text.
    expect(problems.map((p) => p.field)).toEqual(Array(4).fill("colors.accentDark"));
    expect(problems.map((p) => p.problem).join(" ")).toMatch(/dark theme's bg colour #141012/);
  });
});
