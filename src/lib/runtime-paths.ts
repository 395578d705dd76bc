/**
 * The few addresses the navigation runtime needs, in a module of their own: it runs on every
 * page before any interaction, so it must not pull in `paths` and its helpers (src/lib/paths.ts
 * re-exports these).
 */
export const RUNTIME_PATHS = {
  notFoundPage: "/404",
  serverError: "/500",
  serviceWorker: "/sw.js",
} as const;
