import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first and last names' first letters, in Turkish capitals", () => {
    expect(initials("Ayşe Nur Yılmaz", "tr-TR")).toBe("AY");
    expect(initials("ilgın sarı", "tr-TR")).toBe("İS");
    expect(initials("  Deniz  ", "tr-TR")).toBe("D");
    expect(initials("", "tr-TR")).toBe("");
  });

  it("uses the capitals of the site's locale", () => {
    expect(initials("ian smith", "en-US")).toBe("IS");
    expect(initials("анна иванова", "ru-RU")).toBe("АИ");
    expect(initials("김민지", "ko-KR")).toBe("김");
  });
});
