import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from "@aws-sdk/client-s3";
import { afterAll, beforeAll } from "vitest";
import { s3Client } from "@/lib/deploy/s3-store";
import { readEnv } from "@/lib/env";

/** s3rver's fixed credentials. */
const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

/**
 * A real S3-compatible server on the loopback interface (s3rver, in its maintained fork), its
 * data in a temporary folder: S3's REST and XML protocol, ListObjectsV2's pages and
 * continuation tokens, S3's error codes, and only its own access key. `stop` closes it at
 * once, connections included (a store going away mid-deploy); `start` brings it back on the
 * same port with the same data.
 */
export class LocalS3 {
  readonly dir = mkdtempSync(path.join(tmpdir(), "isilti-s3-"));
  private server: S3rver | undefined;
  port = 0;
  /** Every object the server created or removed, in order: what a command wrote or deleted. */
  readonly changes: { bucket: string; key: string; kind: "write" | "delete" }[] = [];
  /**
   * Requests S3 would refuse that this server lets through: a DeleteObjects without the
   * checksum S3 requires of it (Content-MD5 or an x-amz-checksum-* header). `dispose` fails
   * when there were any, so the test file that made them fails.
   */
  readonly refusedByS3: string[] = [];

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
      // The fork checks Signature Version 4, but builds a bucket-level request's canonical path
      // without the trailing slash the SDK signs (`/bucket/?list-type=2`), so it would refuse
      // every ListObjectsV2 and DeleteObjects; an unknown access key is still refused.
      allowMismatchedSignatures: true,
    });
    this.server.on("event", (event) => {
      for (const record of event.Records)
        this.changes.push({
          bucket: record.s3.bucket.name,
          key: record.s3.object.key,
          kind: record.eventName.startsWith("ObjectRemoved") ? "delete" : "write",
        });
    });
    const address = await this.server.run();
    this.port = address.port;
    this.server.httpServer?.prependListener("request", (request) => {
      const url = new URL(request.url ?? "/", this.endpoint);
      const checksum = Object.keys(request.headers).some(
        (name) => name === "content-md5" || name.startsWith("x-amz-checksum-"),
      );
      if (request.method === "POST" && url.searchParams.has("delete") && !checksum)
        this.refusedByS3.push(`DeleteObjects without a checksum: ${url.pathname}`);
    });
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
    if (this.refusedByS3.length > 0)
      throw new Error(`requests S3 would refuse:\n${this.refusedByS3.join("\n")}`);
  }

  client(): S3Client {
    return s3Client(readEnv({ ...this.env }).s3);
  }

  /** Writes and deletions in `bucket` since change number `since` (`changes.length` earlier). */
  changesTo(bucket: string, since = 0) {
    return this.changes.slice(since).filter((change) => change.bucket === bucket);
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

/**
 * A CDN in front of a bucket, as the operator's guide sets one up: each request goes through
 * the CloudFront Function of hosting/cloudfront/clean-urls.js, then to the bucket (GetObject),
 * answering with the object's stored type and caching; a missing object gets 404.html with
 * status 404, as the distribution's error response does.
 */
export async function serveBucket(
  client: S3Client,
  bucket: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const source = readFileSync("hosting/cloudfront/clean-urls.js", "utf8");
  type Viewer = { uri: string; querystring: Record<string, { value: string }> };
  const handler = new Function(`${source}\nreturn handler;`)() as (event: {
    request: Viewer;
  }) => Viewer | { statusCode: number; headers?: { location: { value: string } } };
  const get = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch {
      return null;
    }
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://cdn.invalid");
    const querystring = Object.fromEntries(
      [...url.searchParams].map(([name, value]) => [name, { value }]),
    );
    const viewed = handler({ request: { uri: decodeURIComponent(url.pathname), querystring } });
    if ("statusCode" in viewed && viewed.headers) {
      response.writeHead(viewed.statusCode, { location: viewed.headers.location.value });
      response.end();
      return;
    }
    // A response of the function's own without a location is a "not found" (the deploy's files).
    let status = 200;
    let object = "statusCode" in viewed ? null : await get(viewed.uri.slice(1));
    if (!object) {
      status = 404;
      object = await get("404.html");
    }
    const body = object ? Buffer.from((await object.Body?.transformToByteArray()) ?? []) : null;
    response.writeHead(status, {
      "content-type": object?.ContentType ?? "text/plain",
      "cache-control": object?.CacheControl ?? "no-store",
    });
    response.end(request.method === "HEAD" ? undefined : (body ?? "not found"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
