"use client";

import { useEffect } from "react";
import { ServerError } from "@/components/page/server-error";

/** Errors while rendering in the browser show the 500 page's content, with a retry. */
export default function ErrorBoundary({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ServerError onRetry={reset} />;
}
