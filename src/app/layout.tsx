import type { Metadata, Viewport } from "next";
import type { CSSProperties, ReactNode } from "react";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { HEAD_SCRIPT } from "@/components/layout/theme";
import { NavigationRuntime } from "@/components/navigation/navigation-runtime";
import { PartnerLinks } from "@/components/partner-links/partner-links";
import { PARTNER_LINK_PLACEMENTS } from "@/components/partner-links/placements";
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
  const newUrl = partnerNewUrl();
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
        <a href="#main" className="skip-link">
          İçeriğe geç
        </a>
        <SiteHeader site={site} categories={categories} hasOther={hasOther} />
        <main id="main" tabIndex={-1}>
          {children}
          {/* Inside main: every piece of content belongs to a landmark. */}
          {newUrl && (
            <div className="container" data-partner-new-url="">
              <PartnerLinks site={site} links={[newUrl]} {...PARTNER_LINK_PLACEMENTS.site} />
            </div>
          )}
        </main>
        <SiteFooter site={site} categories={categories} />
        <ConsentBanner counterUrl={site.analytics.counterUrl} />
        <NavigationRuntime />
      </body>
    </html>
  );
}
