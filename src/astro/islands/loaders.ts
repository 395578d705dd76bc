import type { ComponentType } from "react";
import type { IslandName } from "./registry";

/**
 * Each island's code, loaded when it wakes (the same components as ./registry.ts renders on
 * the server; `import()` keeps them and React out of the page script).
 */
export const ISLAND_LOADERS: Record<IslandName, () => Promise<ComponentType<never>>> = {
  "search-box": () => import("@/components/layout/search-box").then((m) => m.SearchBox),
  "copy-button": () => import("@/components/layout/copy-button").then((m) => m.CopyButton),
  "save-for-offline": () =>
    import("@/components/navigation/save-for-offline").then((m) => m.SaveForOffline),
  "offline-articles": () =>
    import("@/components/navigation/offline-articles").then((m) => m.OfflineArticles),
};

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLAND_LOADERS, name);
