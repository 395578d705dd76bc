// The build id the router compares payloads with; no public API exposes it.
import { getNavigationBuildId } from "next/dist/client/navigation-build-id";
import {
  asInPlacePayload,
  classifyData,
  type DataOutcome,
  dataRequestKind,
  fallbackDataPath,
  retryDelay,
  shouldRetry,
} from "@/lib/navigation/data-request";

/**
 * Wraps `fetch` once, for the router's data requests only (the policy is in
 * src/lib/navigation/data-request.ts). A navigation's failed request is retried, then handed
 * back to the router as it failed, which loads the target in full; a 404, a 500 or an invalid
 * payload is answered with the not-found or 500 page's payload, rendered in place; a payload
 * of a newer build is answered with something that is not a payload, which makes the router
 * load the target in full before any of the new build's scripts run. Prefetches of a newer
 * build are refused, and from then on `newBuild()` is true.
 */
export function installDataFetch(): { newBuild: () => boolean } {
  const original = window.fetch;
  let newBuild = false;
  const outcomeOf = (response: Response) =>
    response
      .clone()
      .text()
      .then((body) => classifyData(response.status, body, getNavigationBuildId() || null));

  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request?.url ?? String(input), location.href);
    const headers = new Headers(init?.headers ?? request?.headers);
    const kind = dataRequestKind(url, location.origin, headers, init?.method ?? request?.method);
    if (!kind) return original(input, init);

    if (kind === "prefetch") {
      const response = await original(input, init);
      if ((await outcomeOf(response)) !== "new-build") return response;
      newBuild = true;
      return new Response(null, { status: 409 });
    }

    for (let retries = 0; ; retries++) {
      let response: Response | null = null;
      let outcome: DataOutcome = "retry";
      try {
        response = await original(input, init);
        outcome = await outcomeOf(response);
      } catch (error) {
        if (init?.signal?.aborted || !shouldRetry(retries, navigator.onLine)) throw error;
      }
      if (outcome === "ok") return response as Response;
      if (outcome === "new-build") {
        newBuild = true;
        return answer("", "text/html", url);
      }
      if (outcome !== "retry") return (await fallback(outcome, url)) ?? (response as Response);
      if (response && !shouldRetry(retries, navigator.onLine)) return response;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(retries + 1)));
    }
  };
  return { newBuild: () => newBuild };
}

/** A response as if the server had sent it for `url` (the router reads the URL it asked for). */
function answer(body: string, type: string, url: URL): Response {
  const response = new Response(body, { headers: { "content-type": type } });
  Object.defineProperty(response, "url", { value: url.href });
  return response;
}

async function fallback(outcome: "not-found" | "server-error", url: URL) {
  try {
    const response = await fetch(fallbackDataPath(outcome));
    const body = await response.text();
    if (!response.ok || classifyData(200, body, null) !== "ok") return null;
    return answer(outcome === "not-found" ? asInPlacePayload(body) : body, "text/x-component", url);
  } catch {
    return null;
  }
}
