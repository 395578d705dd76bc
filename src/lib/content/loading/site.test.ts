import { describe, expect, it } from "vitest";
import { paths } from "@/lib/paths";
import { pngSize } from "./site";

describe("paths.logo", () => {
  it("is decided by the site name", () => {
    expect(paths.logo("isilti")).toBe("/icons/isilti-logo-small.png");
  });
});

describe("pngSize", () => {
  it("reads width and height from the IHDR chunk", () => {
    const header = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
    header.writeUInt32BE(72, 16);
    header.writeUInt32BE(36, 20);
    expect(pngSize(header)).toEqual({ width: 72, height: 36 });
  });

  it("rejects bytes that are not a PNG", () => {
    expect(pngSize(Buffer.from("GIF89a not a png at all, really"))).toBeUndefined();
    expect(pngSize(Buffer.alloc(4))).toBeUndefined();
  });
});
