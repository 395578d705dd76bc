import { describe, expect, it } from "vitest";
import { ownFolderImage } from "./media-folders";
import { publicationStatus, shortDay, statusLabel } from "./status";

const NOW = new Date("2025-08-01T12:00:00Z");

describe("an article's status on the desk", () => {
  it("is a draft, planned for a day in Istanbul, or published", () => {
    expect(statusLabel({ date: "2025-03-01", draft: true }, NOW)).toBe("Taslak");
    expect(statusLabel({ date: "2025-12-15" }, NOW)).toBe("Planlı: 15 Aralık");
    expect(statusLabel({ date: "2026-01-15" }, NOW)).toBe("Planlı: 15 Ocak 2026");
    expect(statusLabel({ date: "2025-03-01" }, NOW)).toBe("");
    expect(publicationStatus({ date: "2025-03-01" }, NOW).kind).toBe("published");
  });

  it("reads a day in the site's time zone, whatever the machine's", () => {
    // 22:30 UTC on 14 December is already the 15th in Istanbul.
    expect(shortDay("2025-12-14T22:30:00Z", NOW)).toBe("15 Aralık");
  });
});

describe("an uploaded image of a new file", () => {
  it("follows the file to the folder of the slug it is saved under, if it was uploaded now", () => {
    const uploaded = [{ path: "content/articles/images/gunes/kapak.jpg", draft: true }];
    expect(ownFolderImage("images/gunes/kapak.jpg", "gunes-kremi", uploaded)).toBe(
      "images/gunes-kremi/kapak.jpg",
    );
    expect(ownFolderImage("images/kapak.jpg", "gunes-kremi", uploaded)).toBe(
      "images/gunes-kremi/kapak.jpg",
    );
    expect(ownFolderImage("images/gunes-kremi/kapak.jpg", "gunes-kremi", uploaded)).toBeNull();
    // Another article's image, already saved, stays where it is.
    expect(ownFolderImage("images/baska/kapak.jpg", "gunes-kremi", [])).toBeNull();
  });
});
