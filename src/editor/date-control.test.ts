import { describe, expect, it } from "vitest";
import { parseDay, shownDay } from "./date-control";

describe("the desk's date field", () => {
  it("reads a Turkish day or the files' own form, and nothing that is not a day", () => {
    expect(parseDay("15.12.2025")).toBe("2025-12-15");
    expect(parseDay("1.9.2025")).toBe("2025-09-01");
    expect(parseDay("2025-09-01")).toBe("2025-09-01");
    expect(parseDay("31.02.2025")).toBeNull();
    expect(parseDay("12/15/2025")).toBeNull();
    expect(parseDay("dün")).toBeNull();
  });

  it("shows a saved day the Turkish way", () => {
    expect(shownDay("2025-12-15")).toBe("15.12.2025");
    expect(shownDay("2025-05-14T09:30:00+03:00")).toBe("14.05.2025");
  });
});
