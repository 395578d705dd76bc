import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first and last names' first letters, in Turkish capitals", () => {
    expect(initials("Ayşe Nur Yılmaz")).toBe("AY");
    expect(initials("ilgın sarı")).toBe("İS");
    expect(initials("  Deniz  ")).toBe("D");
    expect(initials("")).toBe("");
  });
});
