import type { ConnectionInfo } from "@/lib/navigation/prefetch-policy";

/** What the Network Information API says of the reader's connection (absent in some browsers). */
export const connection = (): ConnectionInfo | undefined =>
  (navigator as { connection?: ConnectionInfo }).connection;
