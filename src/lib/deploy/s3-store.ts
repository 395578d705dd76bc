import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { DeployStore } from "./store";

/**
 * An S3 client from the environment, so any S3-compatible store works: `AWS_ENDPOINT_URL_S3`
 * (or `AWS_ENDPOINT_URL`) for a store other than AWS (path-style addressing then, which such
 * stores expect), `AWS_REGION` (default us-east-1), credentials from the SDK's usual chain
 * (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, a profile, …).
 */
export function s3ClientFromEnv(env: Record<string, string | undefined> = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  return new S3Client({
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || "us-east-1",
    ...(endpoint ? { endpoint, forcePathStyle: env.S3_FORCE_PATH_STYLE !== "false" } : {}),
    // Keys given in this environment; otherwise the SDK's chain (profiles, instance roles, …).
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          },
        }
      : {}),
    // Checksums only where the API requires them: several S3-compatible stores reject the
    // SDK's newer default checksum headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export function s3Store(client: S3Client, bucket: string): DeployStore {
  return {
    name: bucket,
    async read(key) {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return (await response.Body?.transformToString("utf-8")) ?? "";
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.name === "NoSuchBucket")
          throw new Error(`the bucket "${bucket}" does not exist (create it first)`);
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
    async write(key, body, headers) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: headers.contentType,
          CacheControl: headers.cacheControl,
          ...(headers.hash ? { Metadata: { sha256: headers.hash } } : {}),
        }),
      );
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const response = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = response.Errors ?? [];
        if (failed.length > 0)
          throw new Error(
            `could not delete ${failed.length} objects, e.g. ${failed[0]?.Key}: ${failed[0]?.Message}`,
          );
      }
    },
  };
}
