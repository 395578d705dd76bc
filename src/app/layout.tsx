import type { Metadata, Viewport } from "next";
import type { CSSProperties, ReactNode } from "react";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { CopyButton } from "@/components/layout/copy-button";
import { SearchBox } from "@/components/layout/search-box";
import { SiteShell } from "@/components/layout/site-shell";
import { HEAD_SCRIPT } from "@/components/layout/theme";
import { NavigationRuntime } from "@/components/navigation/navigation-runtime";
import { content } from "@/lib/content";
import { accentCss } from "@/lib/content/site-settings";
import { paths } from "@/lib/paths";
import { siteMetadata } from "@/lib/seo/metadata";
import { tokenColour } from "@/styles/theme-colours";
import { fontVariables } from "./fonts";
import "@/styles/global.css";

export function generateMetadata(): Metadata {
  const { site } = content();
  return {
    ...siteMetadata(site),
    manifest: paths.manifest,
    icons: {
      icon: [
        { url: paths.favicon, sizes: "32x32" },
        { url: paths.appIcon(192), type: "image/png", sizes: "192x192" },
      ],
      apple: paths.appleTouchIcon,
    },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: tokenColour("light", "bg") },
    { media: "(prefers-color-scheme: dark)", color: tokenColour("dark", "bg") },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const { site, categories, hasOther, partnerNewUrl } = content();
  // The print stylesheet prints link targets as full URLs.
  const style = { "--site-url": JSON.stringify(site.url) } as CSSProperties;
  const accent = accentCss(site.colors);
  return (
    <html lang={site.language} className={fontVariables} style={style} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours; must run before first paint */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        {accent && <style>{accent}</style>}
      </head>
      <body>
        <SiteShell
          site={site}
          categories={categories}
          hasOther={hasOther}
          partnerNewUrl={partnerNewUrl()}
          searchBox={<SearchBox />}
          copyEmail={<CopyButton text={site.email} label="E-posta adresini kopyala" />}
          consent={<ConsentBanner counterUrl={site.analytics.counterUrl} />}
          runtime={<NavigationRuntime />}
        >
          {children}
        </SiteShell>
      </body>
    </html>
  );
}
