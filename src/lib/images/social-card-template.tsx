import satori from "satori";
import { tokenColour } from "@/styles/theme-colours";
import type { ImageFonts } from "./fonts";

export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Bump when the look of the cards changes: every card is then drawn again. */
export const CARD_TEMPLATE_VERSION = "1";

/** The site's light-theme tokens; flat colours keep the palette PNG small. Part of each card's key. */
export function cardColours() {
  return {
    background: tokenColour("light", "bg"),
    text: tokenColour("light", "text"),
    muted: tokenColour("light", "text-muted"),
    accent: tokenColour("light", "accent"),
    gold: tokenColour("light", "gold"),
  };
}

export interface CardInput {
  /** The big line: an article's title, or the site's tagline on the default card. */
  title: string;
  /** Above the title: the article's category and subcategory; null on the default card. */
  eyebrow: string | null;
  siteTitle: string;
  domain: string;
  /** The site's locale (BCP 47): the eyebrow is set in its capitals (Turkish `i` → `İ`). */
  locale: string;
}

/** Smaller type for longer titles, so the longest allowed title (120 characters) fits in four lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 70) return 66;
  if (title.length <= 95) return 58;
  return 52;
}

/** The eyebrow as the card sets it: in the capitals of the site's locale. */
const eyebrowText = (input: CardInput) => input.eyebrow?.toLocaleUpperCase(input.locale) ?? "";

/** The texts the card sets in each face: what its fonts must draw (src/lib/images/fonts.ts). */
export function cardTexts(input: CardInput): { display: string; body: string } {
  return {
    display: `${input.siteTitle}${input.title}`,
    body: `${eyebrowText(input)}${input.domain}`,
  };
}

/**
 * A card as SVG (satori draws text as paths, so no font is needed to rasterise it): the
 * site's logo and name, the eyebrow, the title, the domain. `logo` is a data: URI; `fonts`
 * are those of the site's language for `cardTexts(input)`.
 */
export async function renderCardSvg(
  input: CardInput,
  logo: string,
  fonts: ImageFonts,
): Promise<string> {
  const colors = cardColours();
  return satori(
    <div
      style={{
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        display: "flex",
        flexDirection: "column",
        backgroundColor: colors.background,
        color: colors.text,
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          padding: "56px 80px 36px 80px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center" }}>
          {/* biome-ignore lint/a11y/useAltText: rendered to an image file, never to the page */}
          <img src={logo} width={72} height={72} style={{ borderRadius: 16 }} />
          <div
            style={{
              display: "flex",
              marginLeft: 20,
              fontFamily: fonts.display,
              fontSize: 44,
              color: colors.accent,
            }}
          >
            {input.siteTitle}
          </div>
        </div>
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            justifyContent: "center",
            flexGrow: 1,
          }}
        >
          {input.eyebrow && (
            <div
              style={{
                display: "flex",
                fontFamily: fonts.body,
                fontSize: 26,
                letterSpacing: 3,
                color: colors.accent,
                marginBottom: 20,
              }}
            >
              {eyebrowText(input)}
            </div>
          )}
          <div
            style={{
              display: "flex",
              fontFamily: fonts.display,
              fontSize: titleSize(input.title),
              lineHeight: 1.16,
            }}
          >
            {input.title}
          </div>
        </div>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            fontFamily: fonts.body,
            fontSize: 24,
            color: colors.muted,
          }}
        >
          <div style={{ display: "flex", width: 40, height: 3, backgroundColor: colors.gold }} />
          <div style={{ display: "flex", marginLeft: 16 }}>{input.domain}</div>
        </div>
      </div>
      <div style={{ display: "flex", height: 18, backgroundColor: colors.accent }} />
    </div>,
    { ...CARD_SIZE, fonts: fonts.fonts },
  );
}
