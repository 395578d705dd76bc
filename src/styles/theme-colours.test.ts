import { describe, expect, it } from "vitest";
import { themeColours, tokenColour } from "./theme-colours";

describe("theme colours from the design tokens", () => {
  it("gives each theme's own background and the accent", () => {
    expect(tokenColour("light", "bg")).toMatch(/^#[0-9a-f]{6}$/i);
    expect(tokenColour("dark", "bg")).not.toBe(tokenColour("light", "bg"));
    expect(tokenColour("light", "accent")).toBe(themeColours().light.accent);
  });

  it("stops on a token that does not exist instead of guessing", () => {
    expect(() => tokenColour("dark", "no-such-colour")).toThrow(/--color-no-such-colour/);
  });
});
