/**
 * The exported pages are complete HTML: a reader can read them before any script runs. Left as
 * `next build` writes them, the framework's scripts run as soon as they arrive and hold the
 * main thread while the hero image waits to be painted, and each page carries its whole React
 * payload a second time, inline (the same bytes as the page's `.txt` file, which client-side
 * navigations fetch). This build step
 * - turns the framework's chunk tags into data blocks that one constant loader starts after the
 *   page has loaded, or at the reader's first interaction, whichever comes first;
 * - replaces the inline payload with a reference to the page's `.txt` file, which the loader
 *   fetches just before it starts the chunks (only when the bytes are the same: otherwise the
 *   inline payload stays).
 * The HTML a reader sees is unchanged; what changes is when the app wakes up and how many bytes
 * the page costs before it does.
 */

/** Framework chunk tags as `next build` writes them (the `noModule` polyfill is left alone). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
/** One inline payload script: `self.__next_f.push([1,"…"])`, a JSON string literal inside. */
const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/**
 * Starts the app: fetches the page's payload (when the page names one; asked for as the router
 * asks for page data, so the service worker stores it with the page for offline reading),
 * hands it to the framework as its own inline scripts would, then adds the deferred chunks. Constant on every
 * page (the payload's address is an attribute), so a Content-Security-Policy allows it by one
 * hash. If the payload cannot be fetched, the page stays as it is: readable, its links plain
 * links.
 */
export const HYDRATION_LOADER =
  '(function(){var d=document,w=window,me=d.currentScript,payload=me&&me.getAttribute("data-payload"),started=0,events=["pointerdown","keydown","touchstart","focusin"];function chunks(){d.querySelectorAll("script[data-deferred-src]").forEach(function(s){var e=d.createElement("script");e.src=s.getAttribute("data-deferred-src");e.async=true;d.head.appendChild(e)})}function go(){if(started)return;started=1;if(!payload)return chunks();fetch(payload,{credentials:"same-origin",headers:{RSC:"1"}}).then(function(r){if(!r.ok)throw Error(r.status);return r.text()}).then(function(t){(self.__next_f=self.__next_f||[]).push([1,t]);chunks()},function(){})}events.forEach(function(t){w.addEventListener(t,go,{once:true,capture:true,passive:true})});if(d.readyState==="complete")setTimeout(go,0);else w.addEventListener("load",function(){setTimeout(go,0)})})();';

/** The page's inline payload: the text its `self.__next_f.push([1, …])` scripts carry. */
export function inlinePayload(html: string): string {
  let text = "";
  for (const [, args] of html.matchAll(PAYLOAD_SCRIPT)) {
    const [, chunk] = JSON.parse(args ?? "[]") as [number, string];
    text += chunk;
  }
  return text;
}

/**
 * Rewrites one exported page. `payload` is the page's payload file (its URL and its bytes);
 * the inline copy is dropped only when it is exactly that file. Pages without framework chunks
 * are returned unchanged. `inline`: the page's inline payload, when the caller has read it.
 */
export function deferHydration(
  html: string,
  payload?: { url: string; text: string },
  inline?: string,
): string {
  let found = false;
  let rewritten = html
    .replace(CHUNK_SCRIPT, (_tag, src: string) => {
      found = true;
      // An unknown type makes a data block: the browser neither fetches nor runs it.
      return `<script type="text/x-deferred" data-deferred-src="${src}"></script>`;
    })
    .replace(SCRIPT_PRELOAD, "");
  if (!found) return html;
  const external =
    payload !== undefined &&
    payload.text !== "" &&
    (inline ?? inlinePayload(html)) === payload.text;
  if (external) rewritten = rewritten.replace(PAYLOAD_SCRIPT, "");
  const at = rewritten.lastIndexOf("</body>");
  if (at < 0) throw new Error("page has framework scripts but no </body>");
  const attribute = external ? ` data-payload="${payload.url}"` : "";
  return `${rewritten.slice(0, at)}<script${attribute}>${HYDRATION_LOADER}</script>${rewritten.slice(at)}`;
}
