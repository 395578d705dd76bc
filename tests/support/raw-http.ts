import { Agent, request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

interface RawResponse {
  status: number;
  headers: Record<string, string | undefined>;
  /** The body, decompressed when the server gzipped or Brotli-compressed it. */
  body: string;
  /** Bytes of the body as they travelled (compressed, if it was). */
  sentBytes: number;
  /**
   * The whole response as it travelled: status line, headers and body with its chunk framing,
   * counted on the connection (one of its own, kept alive as a browser's is).
   */
  wireBytes: number;
}

/**
 * A GET with the path sent exactly as given: `fetch` would normalise `%2e%2e/` and other
 * hostile paths before they reach the server, which is what these tests must not let happen.
 */
export function rawGet(
  origin: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<RawResponse>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: rawPath, method: "GET", headers, agent },
      (res) => {
        // Read at the end: the socket goes back to the agent once the response is complete.
        const { socket } = res;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const sent = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const bytes =
            encoding === "gzip"
              ? gunzipSync(sent)
              : encoding === "br"
                ? brotliDecompressSync(sent)
                : sent;
          const flat: Record<string, string | undefined> = {};
          for (const [key, value] of Object.entries(res.headers))
            flat[key] = Array.isArray(value) ? value.join(", ") : value;
          resolve({
            status: res.statusCode ?? 0,
            headers: flat,
            body: bytes.toString("utf8"),
            sentBytes: sent.length,
            wireBytes: socket.bytesRead,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  }).finally(() => agent.destroy());
}
