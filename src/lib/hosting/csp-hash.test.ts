import { describe, expect, it } from "vitest";
import { inlineHash } from "./csp-hash";

describe("inlineHash", () => {
  it("is the base64 SHA-256 a browser computes for the element's text", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineHash("alert(1)")).toBe("sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=");
  });

  it("hashes line endings as the HTML parser hands them over", () => {
    expect(inlineHash("a\r\nb\rc")).toBe(inlineHash("a\nb\nc"));
  });
});
