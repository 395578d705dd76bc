import type { ComponentType } from "react";
import { ISLAND_ATTRIBUTES as A } from "./attributes";
import { ISLAND_LOADERS, isIslandName } from "./loaders";
import type { IslandName } from "./registry";

/**
 * Wakes islands (./island.astro) on the reader's first pointer, focus or key event inside one,
 * so a reader's phone loads React only when the reader uses one (docs/performance.md: loading
 * it at idle still blocks a slow phone). The event that woke an island is not lost: text typed
 * meanwhile stays in the input (the island adopts it on mount), and a click is held and
 * replayed once React listens, since a click on markup nothing listens to yet would do nothing.
 *
 * One set of listeners on the document serves every page the router swaps in. An island whose
 * code cannot be loaded calls `onFailure` (the runtime's recovery: a full load).
 */
const EVENTS = ["pointerdown", "focusin", "keydown", "click", "input"] as const;
const SELECTOR = `[${A.name}]`;

interface Waking {
  awake: boolean;
  /** Clicks made while its code loads, replayed once it listens. */
  held: HTMLElement[];
  unmount?: () => void;
}

export function installIslands(onFailure: () => void): void {
  const islands = new Map<HTMLElement, Waking>();

  const hydrate = async (island: HTMLElement, name: IslandName, state: Waking) => {
    let modules: [typeof import("./hydrate"), ComponentType<never>];
    try {
      modules = await Promise.all([import("./hydrate"), ISLAND_LOADERS[name]()]);
    } catch {
      // The next use tries again; the recovery loads the page in full, at most once a minute.
      islands.delete(island);
      return onFailure();
    }
    const [{ hydrateIsland }, Component] = modules;
    // From here on the island is React's, or dead markup if its props were broken: events pass.
    state.awake = true;
    const props: unknown = JSON.parse(island.getAttribute(A.props) ?? "{}");
    const root = hydrateIsland(island, name, Component, props);
    state.unmount = () => root.unmount();
    for (const target of state.held.splice(0)) target.click();
  };

  /** The island's state, its waking started; null for an element that names no island of ours. */
  const wake = (island: HTMLElement): Waking | null => {
    let state = islands.get(island);
    if (!state) {
      const name = island.getAttribute(A.name) ?? undefined;
      if (!isIslandName(name)) return null;
      state = { awake: false, held: [] };
      islands.set(island, state);
      void hydrate(island, name, state);
    }
    return state;
  };

  const onEvent = (event: Event) => {
    const island =
      event.target instanceof Element ? event.target.closest<HTMLElement>(SELECTOR) : null;
    if (!island || islands.get(island)?.awake) return;
    const state = wake(island);
    if (state && event.type === "click" && event.target instanceof HTMLElement) {
      event.preventDefault();
      event.stopPropagation();
      state.held.push(event.target);
    }
  };
  for (const type of EVENTS) document.addEventListener(type, onEvent, true);

  // Islands that show something stored in the browser wake with the page, and so does the one
  // the reader is already in: focused and typing before this script ran, no event is to come.
  const wakeShown = () => {
    const inUse = document.activeElement?.closest<HTMLElement>(SELECTOR);
    if (inUse) wake(inUse);
    for (const island of document.querySelectorAll<HTMLElement>(`[${A.wakeAtLoad}]`)) wake(island);
    for (const island of document.querySelectorAll<HTMLElement>(`[${A.wakeIfCached}]`))
      window.caches?.has(island.getAttribute(A.wakeIfCached) ?? "").then(
        (stored) => {
          if (stored && island.isConnected) wake(island);
        },
        () => {},
      );
  };
  wakeShown();
  document.addEventListener("astro:page-load", wakeShown);
  // A page swapped in replaces the islands of the one before: their React roots go with them.
  document.addEventListener("astro:after-swap", () => {
    for (const [island, state] of islands)
      if (!island.isConnected) {
        state.unmount?.();
        islands.delete(island);
      }
  });
}
