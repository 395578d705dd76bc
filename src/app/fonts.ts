import localFont from "next/font/local";

// One file per family: the @fontsource latin subset with the Turkish letters of latin-ext
// (ğ İ ş) merged in by `npm run fonts` (scripts/fonts/merge-turkish.py), so a Turkish page
// downloads two font files, not four. Option values must be literals.

export const body = localFont({
  src: "../fonts/figtree-tr.woff2",
  weight: "300 900",
  display: "swap",
  variable: "--font-body-face",
  adjustFontFallback: "Arial",
});

export const display = localFont({
  src: "../fonts/playfair-display-tr.woff2",
  weight: "400 900",
  display: "swap",
  variable: "--font-display-face",
  adjustFontFallback: "Times New Roman",
});

export const fontVariables = `${body.variable} ${display.variable}`;
