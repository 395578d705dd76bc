import type { AnchorHTMLAttributes } from "react";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * An internal link. It renders a plain anchor: client-side navigation comes from one delegated
 * click handler (`NavigationRuntime`), not from a framework component per link, so a page with a
 * hundred links hydrates no link code at all.
 */
export function SiteLink(props: Props) {
  return <a {...props} />;
}
