import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * Internal link with client-side navigation but no automatic prefetch: a phone on a slow
 * connection should not download every page a grid of cards links to.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
