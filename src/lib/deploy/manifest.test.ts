import { describe, expect, it } from "vitest";
import { type DeployManifest, ManifestError, parseManifest, serializeManifest } from "./manifest";

const MANIFEST: DeployManifest = {
  version: 2,
  site: "deneme",
  deployedAt: "2025-06-01T00:00:00.000Z",
  files: {
    "b.html": { hash: "b".repeat(64), size: 2, retiredAt: null },
    "a.html": { hash: "a".repeat(64), size: 1, retiredAt: "2025-05-30T00:00:00.000Z" },
  },
  pending: {},
  live: null,
  previous: null,
  rolledBack: false,
};

describe("the deploy manifest", () => {
  it("round-trips, with keys in a stable order", () => {
    const text = serializeManifest(MANIFEST);
    expect(parseManifest(text)).toEqual(MANIFEST);
    expect(text.indexOf('"a.html"')).toBeLessThan(text.indexOf('"b.html"'));
    expect(serializeManifest({ ...MANIFEST, files: { ...MANIFEST.files } })).toBe(text);
  });

  it("reads a manifest written before builds were recorded as having none", () => {
    const { live: _l, previous: _p, rolledBack: _r, ...older } = MANIFEST;
    expect(parseManifest(JSON.stringify({ ...older, version: 1 }))).toEqual({
      ...MANIFEST,
      version: 1,
    });
    expect(JSON.parse(serializeManifest(MANIFEST)).version).toBe(2);
  });

  it("is null for a bucket without one", () => {
    expect(parseManifest(null)).toBeNull();
  });

  it("stops with a clear message on a damaged manifest", () => {
    expect(() => parseManifest("{not json")).toThrow(ManifestError);
    expect(() => parseManifest("{not json")).toThrow(/is not JSON.*fix or delete it/);
    expect(() => parseManifest(JSON.stringify({ ...MANIFEST, version: 3 }))).toThrow(
      /not a deploy manifest \(version:/,
    );
  });
});
