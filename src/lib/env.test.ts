import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

describe("readEnv", () => {
  it("gives the bundled site's settings when nothing is set", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      site: "isilti",
      chosenSite: undefined,
      contentDir: path.resolve("content"),
      port: 3000,
      host: undefined,
      swKillSwitch: false,
      buildIdSalt: "",
    });
    expect(env.s3).toEqual({
      endpoint: undefined,
      region: "us-east-1",
      forcePathStyle: false,
      credentials: null,
    });
    expect(Object.isFrozen(env)).toBe(true);
  });

  it("treats an empty variable as unset", () => {
    expect(readEnv({ SITE: "", PORT: "" })).toMatchObject({ site: "isilti", port: 3000 });
  });

  it("reads what is set", () => {
    const env = readEnv({
      SITE: "glimmer",
      CONTENT_DIR: "tests/fixtures/sister",
      PORT: "8080",
      HOST: "127.0.0.1",
      SW_KILL_SWITCH: "1",
      BUILD_ID_SALT: "x",
    });
    expect(env).toMatchObject({
      site: "glimmer",
      chosenSite: "glimmer",
      contentDir: path.resolve("tests/fixtures/sister"),
      port: 8080,
      host: "127.0.0.1",
      swKillSwitch: true,
      buildIdSalt: "x",
    });
  });

  it("names each bad variable and what it accepts, all at once", () => {
    const all = () => readEnv({ PORT: "abc", SW_KILL_SWITCH: "yes", SITE: "Işıltı" });
    expect(all).toThrow("PORT=abc: must be a whole number from 1 to 65535");
    expect(all).toThrow("SW_KILL_SWITCH=yes: must be 1 or 0");
    expect(() => readEnv({ SITE: "Işıltı" })).toThrow(
      "SITE=Işıltı: must be a site name: lower-case letters, digits and -",
    );
    for (const PORT of ["0", "70000", "80.5"]) {
      expect(() => readEnv({ PORT })).toThrow(`PORT=${PORT}: must be a whole number`);
    }
    expect(() => readEnv({ AWS_ENDPOINT_URL_S3: "localhost:4569" })).toThrow(
      "AWS_ENDPOINT_URL_S3=localhost:4569: must be an http:// or https:// URL",
    );
  });

  it("reads the build's date as a date or a date-time with its offset, never the clock's when set", () => {
    expect(readEnv({}).buildDate).toBeUndefined();
    expect(readEnv({ BUILD_DATE: "2025-06-02" }).buildDate?.toISOString()).toBe(
      "2025-06-02T00:00:00.000Z",
    );
    expect(readEnv({ BUILD_DATE: "2025-06-02T03:05:00+03:00" }).buildDate?.toISOString()).toBe(
      "2025-06-02T00:05:00.000Z",
    );
    for (const BUILD_DATE of ["yesterday", "2025-13-01", "2025-06-02T03:05:00"])
      expect(() => readEnv({ BUILD_DATE })).toThrow(
        `BUILD_DATE=${BUILD_DATE}: must be an ISO date`,
      );
  });

  it("accepts the kill switch as 1/0 or true/false", () => {
    expect(readEnv({ SW_KILL_SWITCH: "true" }).swKillSwitch).toBe(true);
    expect(readEnv({ SW_KILL_SWITCH: "0" }).swKillSwitch).toBe(false);
  });

  it("addresses another S3-compatible store path-style unless told not to", () => {
    const store = { AWS_ENDPOINT_URL: "http://127.0.0.1:4569", AWS_DEFAULT_REGION: "eu-west-1" };
    expect(readEnv(store).s3).toMatchObject({
      endpoint: "http://127.0.0.1:4569",
      region: "eu-west-1",
      forcePathStyle: true,
    });
    expect(readEnv({ ...store, S3_FORCE_PATH_STYLE: "false" }).s3.forcePathStyle).toBe(false);
    expect(
      readEnv({ ...store, AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9000", AWS_REGION: "x" }).s3,
    ).toMatchObject({ endpoint: "http://127.0.0.1:9000", region: "x" });
  });

  it("passes keys only when both halves are set", () => {
    expect(readEnv({ AWS_ACCESS_KEY_ID: "id" }).s3.credentials).toBeNull();
    expect(
      readEnv({ AWS_ACCESS_KEY_ID: "id", AWS_SECRET_ACCESS_KEY: "secret", AWS_SESSION_TOKEN: "t" })
        .s3.credentials,
    ).toEqual({ accessKeyId: "id", secretAccessKey: "secret", sessionToken: "t" });
  });
});
