import { describe, expect, it } from "vitest";
import { currentYear, formatDate } from "./dates";

describe("formatDate", () => {
  it("formats in Turkish with Istanbul time", () => {
    expect(formatDate("2024-10-09")).toBe("9 Ekim 2024");
    // 21:30 UTC on 31 December is already 1 January in Istanbul (UTC+3).
    expect(formatDate("2025-12-31T21:30:00Z")).toBe("1 Ocak 2026");
  });
});

describe("currentYear", () => {
  it("uses the Istanbul calendar", () => {
    expect(currentYear(new Date("2025-12-31T22:00:00Z"))).toBe(2026);
    expect(currentYear(new Date("2025-06-01T12:00:00Z"))).toBe(2025);
  });
});
