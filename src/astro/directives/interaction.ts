import type { ClientDirective } from "astro";

/**
 * Hydrates an island on the first pointer, focus or key event inside it, so a reader's phone
 * loads React only when the reader uses one (docs/performance.md: loading it at idle still
 * blocks a slow phone). The event that woke the island is not lost: text typed meanwhile stays
 * in the input (the island adopts it on mount), and a click is held and replayed once React
 * listens, since a click on markup nothing listens to yet would do nothing.
 */
const EVENTS = ["pointerdown", "focusin", "keydown", "click", "input"] as const;

/**
 * The directive's value, when given, names a cache: an island whose state lives there (an
 * article saved for offline reading) wakes at once if it exists, to show that state.
 */
const interaction: ClientDirective = (load, options, island) => {
  const held: HTMLElement[] = [];
  let started = false;
  const wake = async (event: Event) => {
    if (event.type === "click" && event.target instanceof HTMLElement) {
      event.preventDefault();
      event.stopPropagation();
      held.push(event.target);
    }
    if (started) return;
    started = true;
    const hydrate = await load();
    await hydrate();
    for (const type of EVENTS) island.removeEventListener(type, wake, true);
    for (const target of held) target.click();
  };
  for (const type of EVENTS) island.addEventListener(type, wake, true);
  if (typeof options.value === "string")
    window.caches?.has(options.value).then(
      (stored) => {
        if (stored) void wake(new Event("cache"));
      },
      () => {},
    );
};

export default interaction;
