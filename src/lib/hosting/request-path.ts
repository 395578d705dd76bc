/**
 * Which request paths the local server (scripts/serve.ts) hands to its file server at all.
 * serve-handler decodes the path and asks the file system for it: a NUL byte or a segment
 * longer than a file name may be makes that call throw, and it answers 500. A static site has
 * no such file, so these paths get the not-found page with status 404, as nginx answers them.
 */

/** Longer than any page's address (an article's is under 150 characters). */
export const MAX_PATH_LENGTH = 1024;
/** The longest file name Linux and macOS file systems accept, in bytes. */
export const MAX_SEGMENT_BYTES = 255;

/** The decoded path, or null when the request cannot name a file of the site. */
export function servablePath(requestUrl: string): string | null {
  const raw = requestUrl.split(/[?#]/, 1)[0] ?? "";
  if (!raw.startsWith("/") || raw.length > MAX_PATH_LENGTH) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null; // a lone or malformed percent escape
  }
  // Control characters (NUL included) and backslashes never occur in the site's file names.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what this rejects
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  for (const segment of decoded.split("/")) {
    if (segment === "." || segment === "..") return null;
    if (Buffer.byteLength(segment, "utf8") > MAX_SEGMENT_BYTES) return null;
  }
  return decoded;
}
