import { createHash } from "node:crypto";

/**
 * The CSP source that allows one inline script or style by its exact text: `sha256-…` of its
 * UTF-8 bytes, as a browser computes it (the HTML parser turns CR LF and lone CR into LF
 * before the element sees its text). Without the quotes a policy string puts around it.
 */
export function inlineHash(text: string): `sha256-${string}` {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}`;
}
