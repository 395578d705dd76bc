import { describe, expect, it } from "vitest";
import { parseMarker, planRecovery, RECOVERY_WINDOW_MS } from "./reload-guard";

const NOW = 1_700_000_000_000;

describe("planRecovery", () => {
  it("loads the navigation's target in full", () => {
    const plan = planRecovery("/articles/nem", "/skin-care", null, NOW);
    expect(plan).toEqual({ reload: "/articles/nem", marker: { path: "/articles/nem", at: NOW } });
  });

  it("without a navigation under way, reloads the last visited path", () => {
    const plan = planRecovery(null, "https://isilti.com.tr/skin-care?x=1", null, NOW);
    expect(plan.reload).toBe("https://isilti.com.tr/skin-care?x=1");
    expect(plan.marker.path).toBe("/skin-care");
  });

  it("never reloads the same page twice within the window: no reload loop", () => {
    const first = planRecovery("/articles/nem", "/", null, NOW);
    const second = planRecovery(null, "/articles/nem", first.marker, NOW + 2_000);
    expect(second.reload).toBeNull();
    expect(second.marker).toEqual(first.marker);
    const third = planRecovery(null, "/articles/nem", second.marker, NOW + 30_000);
    expect(third.reload).toBeNull();
  });

  it("still recovers another page, or the same page much later", () => {
    const first = planRecovery("/articles/nem", "/", null, NOW);
    expect(planRecovery("/skin-care", "/articles/nem", first.marker, NOW + 1_000).reload).toBe(
      "/skin-care",
    );
    expect(planRecovery(null, "/articles/nem", first.marker, NOW + RECOVERY_WINDOW_MS).reload).toBe(
      "/articles/nem",
    );
  });
});

describe("parseMarker", () => {
  it("reads what planRecovery wrote", () => {
    const { marker } = planRecovery("/a", "/", null, NOW);
    expect(parseMarker(JSON.stringify(marker))).toEqual(marker);
  });
  it("ignores anything else", () => {
    for (const raw of [null, "", "x", "{}", '{"path":1,"at":2}', "[]", "null"])
      expect(parseMarker(raw), String(raw)).toBeNull();
  });
});
