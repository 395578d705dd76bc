/**
 * The exported pages are complete HTML: a reader can read them before any script runs. The
 * framework's scripts, left as they are, run as soon as they arrive and hold the main thread
 * while the hero image waits to be painted (most of the article's LCP on a mid-range phone).
 * This build step starts them after the page has loaded, or at the reader's first interaction,
 * whichever comes first; nothing else about them changes.
 */

/** Framework chunk tags as `next build` writes them (the `noModule` polyfill is left alone). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

/**
 * Starts the deferred chunks. Constant on every page, so a Content-Security-Policy can allow it
 * by one hash. A short delay after `load` lets the browser paint first.
 */
export const HYDRATION_LOADER =
  '(function(){var d=document,w=window,started=0,events=["pointerdown","keydown","touchstart","focusin"];function go(){if(started)return;started=1;d.querySelectorAll("script[data-deferred-src]").forEach(function(s){var e=d.createElement("script");e.src=s.getAttribute("data-deferred-src");e.async=true;d.head.appendChild(e)})}events.forEach(function(t){w.addEventListener(t,go,{once:true,capture:true,passive:true})});if(d.readyState==="complete")setTimeout(go,0);else w.addEventListener("load",function(){setTimeout(go,0)})})();';

/** Rewrites one exported page; pages without framework chunks are returned unchanged. */
export function deferHydration(html: string): string {
  let found = false;
  const rewritten = html
    .replace(CHUNK_SCRIPT, (_tag, src: string) => {
      found = true;
      // An unknown type makes a data block: the browser neither fetches nor runs it.
      return `<script type="text/x-deferred" data-deferred-src="${src}"></script>`;
    })
    .replace(SCRIPT_PRELOAD, "");
  if (!found) return html;
  const at = rewritten.lastIndexOf("</body>");
  if (at < 0) throw new Error("page has framework scripts but no </body>");
  return `${rewritten.slice(0, at)}<script>${HYDRATION_LOADER}</script>${rewritten.slice(at)}`;
}
