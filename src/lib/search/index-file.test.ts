import { describe, expect, it } from "vitest";
import {
  decodeIds,
  decodeKeys,
  decodeSlug,
  encodeIds,
  encodeKeys,
  encodeSlug,
  fingerprint,
} from "./index-file";

describe("index encodings", () => {
  it("write stem keys against their words and read them back", () => {
    const words = ["sac", "bakiminda", "kitabi", "ve", "7"];
    const keys = ["sac", "bakim", "kitap", "", "7"];
    const line = encodeKeys(words, keys);
    expect(line).toBe("3 5 4p 0 1");
    expect(decodeKeys(words, line)).toEqual(keys);
  });

  it("ignore a keys line that does not fit the title", () => {
    expect(decodeKeys(["a", "b"], "1")).toEqual(["", ""]);
  });

  it("write a slug made of the title's words as their positions, any other slug as is", () => {
    const words = ["sac", "bakiminda", "dogru", "bilinen", "yanlislar"];
    expect(encodeSlug(words, "sac-dogru-yanlislar")).toBe("~0.2.4");
    expect(decodeSlug(words, "~0.2.4")).toBe("sac-dogru-yanlislar");
    expect(encodeSlug(words, "sac-bakimi-yanlislar")).toBe("sac-bakimi-yanlislar");
    expect(decodeSlug(words, "sac-bakimi-yanlislar")).toBe("sac-bakimi-yanlislar");
  });

  it("write ascending ids as base-36 gaps", () => {
    expect(encodeIds([3, 5, 40, 1336])).toBe("3,2,z,100");
    expect(decodeIds("3,2,z,100")).toEqual([3, 5, 40, 1336]);
    expect(decodeIds("")).toEqual([]);
  });

  it("fingerprint the article list", () => {
    expect(fingerprint(["a", "b"])).toBe(fingerprint(["a", "b"]));
    expect(fingerprint(["a", "b"])).not.toBe(fingerprint(["b", "a"]));
    expect(fingerprint(["ab"])).not.toBe(fingerprint(["a", "b"]));
  });
});
