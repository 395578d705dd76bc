// decap-server ships no types; this is the one entry of it the desk uses (scripts/edit.ts).
declare module "decap-server/dist/middlewares.js" {
  import type { Express } from "express";

  const middlewares: {
    /** Decap's file-system backend on POST /api/v1, over the folder in GIT_REPO_DIRECTORY. */
    registerLocalFs(
      app: Express,
      options?: { logLevel?: "error" | "warn" | "info" | "debug" },
    ): Promise<void>;
  };
  export default middlewares;
}
