import { describe, expect, it } from "vitest";
import { classes } from "./classes";

describe("classes", () => {
  it("joins the names given and skips the missing ones", () => {
    expect(classes("card", undefined, "large")).toBe("card large");
    expect(classes("card", false && "list", null)).toBe("card");
  });
});
