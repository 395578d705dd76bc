import satori from "satori";
import { initials } from "@/lib/text/initials";
import { coverTheme } from "./cover-themes";
import { BODY_STACK, DISPLAY_STACK, satoriFonts } from "./fonts";
import { motifSvg, sparkleSvg } from "./motifs";

export const COVER_SIZE = { width: 1200, height: 750 };
export const AVATAR_SIZE = { width: 256, height: 256 };

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

export interface CoverInput {
  title: string;
  /** Shown above the title (the subcategory or category title). */
  label: string | null;
  /** Top-level category key: decides colour and motif. */
  categoryKey: string | null;
  siteTitle: string;
}

/** A designed cover for an article without one: category colour and motif, label and title. */
export async function renderCoverSvg(input: CoverInput): Promise<string> {
  const theme = coverTheme(input.categoryKey);
  const titleSize = input.title.length > 64 ? 54 : input.title.length > 44 ? 62 : 72;
  return satori(
    <div
      style={{
        width: COVER_SIZE.width,
        height: COVER_SIZE.height,
        display: "flex",
        position: "relative",
        color: "#ffffff",
        backgroundImage: `linear-gradient(135deg, ${theme.from} 0%, ${theme.to} 100%)`,
      }}
    >
      {/* biome-ignore lint/a11y/useAltText: rendered to an image file, never to the page */}
      <img
        src={dataUri(motifSvg(theme.motif, "#ffffff"))}
        width={1200}
        height={750}
        style={{ position: "absolute", top: 0, left: 0 }}
      />
      <div
        style={{
          position: "absolute",
          top: 60,
          left: 72,
          display: "flex",
          alignItems: "center",
          fontFamily: BODY_STACK,
          fontSize: 26,
          letterSpacing: 4,
          color: theme.accent,
        }}
      >
        {/* biome-ignore lint/a11y/useAltText: rendered to an image file, never to the page */}
        <img
          src={dataUri(sparkleSvg(theme.accent))}
          width={30}
          height={30}
          style={{ marginRight: 14 }}
        />
        {input.siteTitle.toLocaleUpperCase("tr-TR")}
      </div>
      <div
        style={{
          position: "absolute",
          left: 72,
          bottom: 64,
          width: 860,
          display: "flex",
          flexDirection: "column",
        }}
      >
        {input.label && (
          <div
            style={{
              display: "flex",
              fontFamily: BODY_STACK,
              fontSize: 24,
              letterSpacing: 4,
              color: theme.accent,
            }}
          >
            {input.label.toLocaleUpperCase("tr-TR")}
          </div>
        )}
        <div
          style={{
            display: "flex",
            marginTop: 18,
            fontFamily: DISPLAY_STACK,
            fontSize: titleSize,
            lineHeight: 1.12,
            letterSpacing: -1,
          }}
        >
          {input.title}
        </div>
      </div>
    </div>,
    { ...COVER_SIZE, fonts: satoriFonts() },
  );
}

/** An initials avatar for an author without a photo, in the colour of their first category. */
export async function renderAvatarSvg(name: string, categoryKey: string | null): Promise<string> {
  const theme = coverTheme(categoryKey);
  return satori(
    <div
      style={{
        width: AVATAR_SIZE.width,
        height: AVATAR_SIZE.height,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        backgroundImage: `linear-gradient(135deg, ${theme.from} 0%, ${theme.to} 100%)`,
        color: theme.accent,
        fontFamily: DISPLAY_STACK,
        fontSize: 104,
        letterSpacing: 2,
      }}
    >
      {initials(name)}
    </div>,
    { ...AVATAR_SIZE, fonts: satoriFonts() },
  );
}
