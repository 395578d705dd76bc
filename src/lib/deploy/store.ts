/** What a deploy needs from a bucket; ./s3-store.ts implements it over the S3 API. */
export interface DeployStore {
  /** The bucket's name, for messages. */
  readonly name: string;
  /** An object's text, or null when there is no such object. */
  read(key: string): Promise<string | null>;
  write(key: string, body: Buffer, headers: ObjectHeaders): Promise<void>;
  /** Deletes objects; a key that does not exist is not an error. */
  remove(keys: readonly string[]): Promise<void>;
}

export interface ObjectHeaders {
  contentType: string;
  cacheControl: string;
  /** sha256 of the body, kept as object metadata. */
  hash?: string;
}
