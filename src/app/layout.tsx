import type { Metadata, Viewport } from "next";
import type { CSSProperties, ReactNode } from "react";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { THEME_SCRIPT } from "@/components/layout/theme";
import { NavigationRuntime } from "@/components/navigation/navigation-runtime";
import { JsonLdScript } from "@/components/seo/json-ld";
import { content } from "@/lib/content";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/json-ld";
import { pageTexts } from "@/lib/seo/page-texts";
import { fontVariables } from "./fonts";
import "@/styles/global.css";

export function generateMetadata(): Metadata {
  const { site } = content();
  const home = pageTexts(site).home;
  return {
    metadataBase: new URL(site.url),
    title: { default: home.title, template: `%s | ${site.title}` },
    description: home.description,
    applicationName: site.title,
    manifest: "/manifest.webmanifest",
    icons: {
      icon: [
        { url: "/favicon.ico", sizes: "32x32" },
        { url: "/icons/icon-192.png", type: "image/png", sizes: "192x192" },
      ],
      apple: "/apple-touch-icon.png",
    },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbf7f4" },
    { media: "(prefers-color-scheme: dark)", color: "#141012" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const { site, categories } = content();
  // The print stylesheet prints link targets as full URLs.
  const style = { "--site-url": JSON.stringify(site.url) } as CSSProperties;
  return (
    <html lang={site.language} className={fontVariables} style={style} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours; must run before first paint */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          İçeriğe geç
        </a>
        <SiteHeader site={site} categories={categories} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter site={site} categories={categories} />
        <ConsentBanner counterUrl={site.analytics.counterUrl} />
        <NavigationRuntime />
        <JsonLdScript data={[organizationJsonLd(site), websiteJsonLd(site)]} />
      </body>
    </html>
  );
}
