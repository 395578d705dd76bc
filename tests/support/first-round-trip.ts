import { brotliCompressSync, constants } from "node:zlib";
import { COMPRESSION_LEVEL } from "@/lib/hosting/nginx";
import { rawGet } from "./raw-http";

/**
 * A new connection delivers 10 packets of 1,460 bytes in its first round trip (TCP's initial
 * window, RFC 6928); a page larger than that, status line and headers included, arrives a round
 * trip later, and so does everything it asks for (docs/performance.md, "What the largest paint
 * waits for").
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

/** What a browser sends: it accepts Brotli, which the servers then use. */
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br, zstd" };

/** What a browser receives for a page: status line, headers and body, as sent. */
export async function bytesOnTheWire(origin: string, sitePath: string): Promise<number> {
  const response = await rawGet(origin, sitePath, BROWSER_ENCODINGS);
  if (response.headers["content-encoding"] !== "br")
    throw new Error(`${sitePath}: sent as ${response.headers["content-encoding"] ?? "identity"}`);
  return response.wireBytes;
}

/** The bytes on the wire of each page, by site path. */
export async function wireSizes(origin: string, sitePaths: readonly string[]) {
  const sizes = new Map<string, number>();
  for (const sitePath of sitePaths) sizes.set(sitePath, await bytesOnTheWire(origin, sitePath));
  return sizes;
}

/**
 * What nginx with the shipped configuration and its Brotli snippet sends for each page: its own
 * status line, headers and chunk framing, as it sends them with gzip (Debian's nginx here has
 * no Brotli module), around the page's Brotli body at the level the snippet gives.
 */
export async function nginxWireSizes(origin: string, sitePaths: readonly string[]) {
  const sizes = new Map<string, number>();
  for (const sitePath of sitePaths) {
    const response = await rawGet(origin, sitePath, { "accept-encoding": "gzip" });
    if (response.headers["content-encoding"] !== "gzip")
      throw new Error(`${sitePath}: nginx sent it as ${response.headers["content-encoding"]}`);
    const head = response.wireBytes - response.sentBytes;
    const body = brotliCompressSync(response.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: COMPRESSION_LEVEL },
    }).length;
    // The header names the encoding: "br" is two bytes shorter than "gzip".
    sizes.set(sitePath, head - 2 + body);
  }
  return sizes;
}
