import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { s3Client } from "@/lib/deploy/s3-store";
import { readEnv } from "@/lib/env";

/** s3rver's fixed credentials. */
const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

/**
 * A real S3-compatible server on the loopback interface (s3rver), its data in a temporary
 * folder. `stop` closes it at once, connections included (a store going away mid-deploy);
 * `start` brings it back on the same port with the same data.
 */
export class LocalS3 {
  readonly dir = mkdtempSync(path.join(tmpdir(), "isilti-s3-"));
  private server: S3rver | undefined;
  port = 0;

  constructor(private readonly buckets: string[]) {}

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** What the deploy script reads from the environment to reach this server. */
  get env(): Record<string, string> {
    return { ...S3RVER_CREDENTIALS, AWS_ENDPOINT_URL_S3: this.endpoint, AWS_REGION: "us-east-1" };
  }

  async start(): Promise<void> {
    this.server = new S3rver({
      address: "127.0.0.1",
      port: this.port,
      directory: this.dir,
      silent: true,
      configureBuckets: this.buckets.map((name) => ({ name })),
    });
    const address = await this.server.run();
    this.port = address.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server?.httpServer) return;
    const closed = server.close();
    server.httpServer.closeAllConnections();
    await closed;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  client(): S3Client {
    return s3Client(readEnv({ ...this.env }).s3);
  }
}

/**
 * A LocalS3 for one test file, started before its tests and removed after them, with a work
 * folder of its own; `client` is ready once the file's tests run.
 */
export function localS3ForFile(buckets: string[], workPrefix: string) {
  const store = {
    s3: new LocalS3(buckets),
    work: mkdtempSync(path.join(tmpdir(), workPrefix)),
    client: undefined as unknown as S3Client,
  };
  beforeAll(async () => {
    await store.s3.start();
    store.client = store.s3.client();
  });
  afterAll(async () => {
    await store.s3.dispose();
    rmSync(store.work, { recursive: true, force: true });
  });
  return store;
}

interface StoredObject {
  contentType?: string;
  cacheControl?: string;
  sha256?: string;
}

export async function listKeys(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

export async function headObject(
  client: S3Client,
  bucket: string,
  key: string,
): Promise<StoredObject> {
  const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  return {
    contentType: head.ContentType,
    cacheControl: head.CacheControl,
    sha256: head.Metadata?.sha256,
  };
}

export async function readObject(client: S3Client, bucket: string, key: string): Promise<string> {
  const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return (await response.Body?.transformToString("utf-8")) ?? "";
}
