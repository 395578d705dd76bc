// serve-handler and compression (the libraries behind `serve`) ship no types: the part
// scripts/serve.ts uses.
declare module "serve-handler" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    config?: Record<string, unknown>,
  ): Promise<void>;
}

declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export default function compression(): (
    request: IncomingMessage,
    response: ServerResponse,
    next: (error?: unknown) => void,
  ) => void;
}
