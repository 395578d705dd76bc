import { type ComponentType, createElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";

/**
 * React takes over an island's server-rendered markup (the element holds exactly the
 * component's HTML). Loaded with the first island a reader wakes and shared by all of them, so
 * React comes once. Each island is a root of its own; its name prefixes the ids `useId` makes,
 * so two roots never make the same id.
 */
export function hydrateIsland(
  island: HTMLElement,
  name: string,
  Component: ComponentType<never>,
  props: unknown,
): Root {
  // The props are those the server rendered this component with, read back from the page.
  const element = createElement(Component as ComponentType<object>, props as object);
  return hydrateRoot(island, element, { identifierPrefix: `${name}-` });
}
