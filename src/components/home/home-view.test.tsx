import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { tr } from "@/lib/i18n/tr";
import { fixtureQueries } from "../../../tests/support/content-fixture";
import { HomeView } from "./home-view";

const { queries: q } = fixtureQueries();
const full = q.home();
const headings = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("HomeView", () => {
  it("titles every section that has something in it, and only those", () => {
    render(<HomeView site={q.site} sections={full} partnerLinks={[]} />);
    const expected = [
      [full.top, tr.home.topStories],
      [full.surprising, tr.home.surprising],
      [full.popular, tr.home.popular],
      [full.spotlight.articles, full.spotlight.category?.title],
      [full.authors, tr.home.authors],
    ] as const;
    expect(headings()).toEqual(expected.filter(([items]) => items.length > 0).map(([, t]) => t));
    // The small fixture fills some sections and not others: both cases are on the page.
    expect(expected.some(([items]) => items.length === 0)).toBe(true);
    expect(headings().length).toBeGreaterThan(1);
  });

  it("leaves out a section with nothing in it, as a small site's home page has", () => {
    const [lead] = full.top;
    if (!lead) throw new Error("the fixture has no article");
    render(
      <HomeView
        site={q.site}
        sections={{
          top: [lead],
          surprising: [],
          popular: [],
          spotlight: { category: q.categories[0], articles: [] },
          authors: [],
        }}
        partnerLinks={[]}
      />,
    );
    expect(headings()).toEqual([tr.home.topStories]);
    expect(screen.queryByRole("region", { name: tr.home.popular })).toBeNull();
    expect(document.querySelectorAll("section")).toHaveLength(1);
  });

  it("shows no section at all on a site without articles", () => {
    render(
      <HomeView
        site={q.site}
        sections={{
          top: [],
          surprising: [],
          popular: [],
          spotlight: { category: undefined, articles: [] },
          authors: [],
        }}
        partnerLinks={[]}
      />,
    );
    expect(headings()).toEqual([]);
    expect(document.querySelectorAll("section")).toHaveLength(0);
  });
});
