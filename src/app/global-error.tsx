"use client";

import { ServerError } from "@/components/page/server-error";
import "@/styles/global.css";

/** An error in the root layout itself: the 500 content in a minimal document. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="tr">
      <body>
        <main id="main">
          <ServerError onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
