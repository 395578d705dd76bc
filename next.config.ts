import { availableParallelism } from "node:os";
import type { NextConfig } from "next";
import { readEnv } from "./src/lib/env";
import { codeBuildId } from "./src/lib/hosting/build-id";

const env = readEnv();

const config: NextConfig = {
  output: "export",
  // Static export cannot use the on-demand optimizer: images are processed at build (scripts/prebuild.ts).
  images: { unoptimized: true },
  // The out/ folder is written by scripts/build.ts from a staging folder (see there).
  distDir: env.nextDistDir,
  reactStrictMode: true,
  poweredByHeader: false,
  trailingSlash: false,
  // Pages are rendered by as many workers as the machine has cores (Next's default leaves one
  // idle): on 2 cores a 10,000-article export takes about 60% of the time. Each worker holds
  // the model, so memory grows with them: BUILD_WORKERS=1 trades time for memory
  // (docs/performance.md).
  experimental: { cpus: env.buildWorkers ?? availableParallelism() },
  // `npm test` type-checks the project (npm run typecheck); the export need not do it again.
  typescript: { ignoreBuildErrors: true },
  // From the code and dependencies, not the content: two builds of one commit are identical,
  // and a content-only change keeps the chunks (src/lib/hosting/build-id.ts).
  generateBuildId: () => codeBuildId(process.cwd(), env.buildIdSalt),
};

export default config;
