import { describe, expect, it } from "vitest";
import { hsl } from "./palette";
import { seededRandom } from "./seeded";

describe("hsl", () => {
  it("converts hue, saturation and lightness to hex", () => {
    expect(hsl(0, 100, 50)).toBe("#ff0000");
    expect(hsl(120, 100, 25)).toBe("#008000");
    expect(hsl(240, 100, 50)).toBe("#0000ff");
    expect(hsl(0, 0, 100)).toBe("#ffffff");
    expect(hsl(-120, 100, 50)).toBe(hsl(240, 100, 50));
  });
});

describe("seededRandom", () => {
  const draw = (seed: string) => {
    const random = seededRandom(seed);
    return Array.from({ length: 8 }, () => random.next());
  };

  it("draws the same numbers from the same seed, other numbers from another", () => {
    expect(draw("nemlendirici")).toEqual(draw("nemlendirici"));
    expect(draw("nemlendirici")).not.toEqual(draw("nemlendiriciler"));
  });

  it("keeps draws within their ranges", () => {
    const random = seededRandom("aralik");
    for (let i = 0; i < 1000; i++) {
      const n = random.int(2, 5);
      expect(Number.isInteger(n) && n >= 2 && n <= 5).toBe(true);
      const x = random.range(-3, 3);
      expect(x >= -3 && x < 3).toBe(true);
    }
  });
});
