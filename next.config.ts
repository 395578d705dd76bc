import type { NextConfig } from "next";

const config: NextConfig = {
  output: "export",
  // Static export cannot use the on-demand optimizer: images are processed at build (scripts/prebuild.ts).
  images: { unoptimized: true },
  // The out/ folder is written by scripts/build.ts from a staging folder (see there).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  trailingSlash: false,
};

export default config;
