import { CopyButton } from "@/components/layout/copy-button";
import { SearchBox } from "@/components/layout/search-box";
import { OfflineArticles } from "@/components/navigation/offline-articles";
import { SaveForOffline } from "@/components/navigation/save-for-offline";

/**
 * The React components a page may wake in the browser, by the name the page writes beside
 * them (./island.astro). The server renders them from here; the browser loads each from
 * ./loaders.ts, by the same name, only when it wakes.
 */
export const ISLAND_COMPONENTS = {
  "search-box": SearchBox,
  "copy-button": CopyButton,
  "save-for-offline": SaveForOffline,
  "offline-articles": OfflineArticles,
} as const;

export type IslandName = keyof typeof ISLAND_COMPONENTS;
