// serve-handler and compression (the libraries behind `serve`) ship no types: the part
// scripts/serve.ts uses.
declare module "serve-handler" {
  import type { ReadStream } from "node:fs";
  import type { IncomingMessage, ServerResponse } from "node:http";

  /** File-system calls the handler makes; any left out are node:fs's own. */
  export interface Methods {
    createReadStream?: (file: string, options?: { start?: number; end?: number }) => ReadStream;
  }

  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    config?: Record<string, unknown>,
    methods?: Methods,
  ): Promise<void>;
}

declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  /** The options this project passes; the package takes more. */
  export interface CompressionOptions {
    /** zlib's gzip level. */
    level?: number;
    brotli?: { params?: Record<number, number> };
  }

  export default function compression(
    options?: CompressionOptions,
  ): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
}
