import satori from "satori";
import { initials } from "@/lib/text/initials";
import { coverTheme } from "./cover-themes";
import type { ImageFonts } from "./fonts";

export const AVATAR_SIZE = { width: 256, height: 256 };

/**
 * An initials avatar for an author without a photo, in the colour of their first category;
 * `locale`: the site's, whose capitals the initials take; `fonts`: those of the site's language
 * for the initials.
 */
export async function renderAvatarSvg(
  name: string,
  categoryKey: string | null,
  locale: string,
  fonts: ImageFonts,
): Promise<string> {
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
        fontFamily: fonts.display,
        fontSize: 104,
        letterSpacing: 2,
      }}
    >
      {initials(name, locale)}
    </div>,
    { ...AVATAR_SIZE, fonts: fonts.fonts },
  );
}
