"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { clientNavigationTarget } from "@/lib/navigation/links";

/** Turns clicks on internal links (plain anchors) into the router's client-side navigations. */
export function ClientNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = clientNavigationTarget(event, window.location);
      if (!href) return;
      event.preventDefault();
      // The category menu is a popover in the layout, which a navigation keeps: close it.
      for (const open of document.querySelectorAll("[popover]:popover-open")) {
        (open as HTMLElement).hidePopover();
      }
      router.push(href);
    };
    document.addEventListener("click", onClick);
    // Scripts start after the page has loaded (src/lib/build/defer-hydration.ts): tests and
    // tools can tell when the page has become interactive.
    document.documentElement.dataset.hydrated = "";
    return () => document.removeEventListener("click", onClick);
  }, [router]);
  return null;
}
