import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, vi } from "vitest";

afterEach(() => cleanup());

// Components are tested outside a Next app: links render as plain anchors, the path is "/".
vi.mock("next/link", () => ({
  default: ({ href, prefetch: _prefetch, ...props }: { href: string; prefetch?: boolean }) =>
    createElement("a", { href, ...props }),
}));
vi.mock("next/navigation", () => ({ usePathname: () => "/" }));
