// The s3rver fork ships no types, and DefinitelyTyped's `@types/s3rver` describes s3rver 2's
// API (no events, `run()` resolving to a string): the part the tests use.
declare module "@20minutes/s3rver" {
  import type { Server } from "node:http";

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
    allowMismatchedSignatures?: boolean;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    httpServer?: Server;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** S3 event notifications for every object created or removed (s3rver is a Koa app). */
    on(
      event: "event",
      listener: (event: {
        Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string } } }[];
      }) => void,
    ): this;
  }
}
