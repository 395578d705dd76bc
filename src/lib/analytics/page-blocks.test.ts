import { describe, expect, it } from "vitest";
import { selectCounterBlocks, wordsThatHold } from "./page-blocks";
import type { Analytics } from "./settings";

const LIVEINTERNET: Analytics = { provider: "liveinternet", type: "44.6" };
const OWN_IN_TURKEY: Analytics = {
  provider: "goatcounter",
  endpoint: "https://sayac.example.com/count",
  country: "TR",
};
const OWN_IN_GERMANY: Analytics = {
  ...OWN_IN_TURKEY,
  country: "DE",
  transfer: "standard-contract",
};
const NONE: Analytics = { provider: "none" };

const PAGE = [
  "Intro.",
  "::: analytics liveinternet",
  "LiveInternet.",
  ":::",
  "::: analytics goatcounter domestic",
  "Own, in Türkiye.",
  ":::",
  "::: analytics goatcounter abroad",
  "Own, abroad.",
  ":::",
  "::: analytics counter",
  "Any counter.",
  ":::",
  "::: analytics none",
  "No counter.",
  ":::",
  "Outro.",
].join("\n");

const kept = (analytics: Analytics) => {
  const { markdown, problems } = selectCounterBlocks(PAGE, analytics);
  expect(problems).toEqual([]);
  return markdown.split("\n");
};

describe("counter blocks in a static page", () => {
  it("keeps the blocks whose every word holds for the site's counter, markers removed", () => {
    expect(kept(LIVEINTERNET)).toEqual(["Intro.", "LiveInternet.", "Any counter.", "Outro."]);
    expect(kept(OWN_IN_TURKEY)).toEqual(["Intro.", "Own, in Türkiye.", "Any counter.", "Outro."]);
    expect(kept(OWN_IN_GERMANY)).toEqual(["Intro.", "Own, abroad.", "Any counter.", "Outro."]);
    expect(kept(NONE)).toEqual(["Intro.", "No counter.", "Outro."]);
  });

  it("knows what holds for each counter", () => {
    expect([...wordsThatHold(LIVEINTERNET)].sort()).toEqual(
      ["abroad", "consent", "counter", "liveinternet"].sort(),
    );
    expect([...wordsThatHold(OWN_IN_TURKEY)].sort()).toEqual(
      ["counter", "domestic", "goatcounter", "no-consent"].sort(),
    );
    expect([...wordsThatHold(NONE)]).toEqual(["none"]);
  });

  it("leaves a marker inside a code sample as written", () => {
    const page = ["```", "::: analytics none", ":::", "```"].join("\n");
    expect(selectCounterBlocks(page, LIVEINTERNET)).toEqual({ markdown: page, problems: [] });
  });

  it("names the line of an unknown word, an unclosed, nested or stray marker", () => {
    const problems = (text: string) => selectCounterBlocks(text, LIVEINTERNET).problems;
    expect(problems("::: analytics matomo\nx\n:::")).toEqual([
      expect.stringMatching(/^line 1: "::: analytics matomo" must name .* \(unknown: matomo\)$/),
    ]);
    expect(problems("::: analytics\nx\n:::")).toEqual([
      expect.stringMatching(/^line 1: "::: analytics" must name what the block needs, from: /),
    ]);
    expect(problems("a\n::: analytics none\nx")).toEqual([
      'line 2: the counter block opened here is not closed with ":::"',
    ]);
    expect(problems("::: analytics none\n::: analytics counter\n:::")).toEqual([
      'line 2: a counter block opens inside the one opened on line 1; close that one first with ":::"',
    ]);
    expect(problems("a\n:::")).toEqual(['line 2: ":::" closes no counter block']);
  });
});
