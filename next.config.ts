import type { NextConfig } from "next";
import { codeBuildId } from "./src/lib/hosting/build-id";

const config: NextConfig = {
  output: "export",
  // Static export cannot use the on-demand optimizer: images are processed at build (scripts/prebuild.ts).
  images: { unoptimized: true },
  // The out/ folder is written by scripts/build.ts from a staging folder (see there).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  trailingSlash: false,
  // From the code and dependencies, not the content: two builds of one commit are identical,
  // and a content-only change keeps the chunks (src/lib/hosting/build-id.ts).
  generateBuildId: () => codeBuildId(process.cwd()),
};

export default config;
