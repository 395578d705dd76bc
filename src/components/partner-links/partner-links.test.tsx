import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Site } from "@/lib/content/types";
import { PartnerLinks } from "./partner-links";

const LINKS = [
  '<a href="https://a.example.com" rel="sponsored noopener" target="_blank">Birinci</a>',
  '<a href="https://b.example.com" rel="sponsored noopener" target="_blank">İkinci</a>',
  '<a href="https://c.example.com" rel="sponsored noopener" target="_blank">Üçüncü</a>',
];
const site = (language: Site["language"]) => ({ language }) as Site;

describe("PartnerLinks", () => {
  it("heads the block by the site's language", () => {
    const headings = (["tr", "en", "ru", "ko"] as const).map((language) => {
      const { container, unmount } = render(<PartnerLinks site={site(language)} links={LINKS} />);
      const text = container.querySelector("aside")?.getAttribute("aria-label");
      unmount();
      return text;
    });
    expect(headings).toEqual([
      "Sponsorlu Bağlantılar",
      "Partner Links",
      "Рекомендуемые сайты",
      "관련 자료",
    ]);
  });

  it("renders as a block, a list or inline", () => {
    const block = render(<PartnerLinks site={site("tr")} links={LINKS} variant="block" />);
    expect(block.container.querySelectorAll("aside li a")).toHaveLength(3);
    block.unmount();
    const list = render(<PartnerLinks site={site("tr")} links={LINKS} variant="list" />);
    expect(list.container.querySelector("aside")?.className).toMatch(/list/);
    list.unmount();
    const inline = render(<PartnerLinks site={site("tr")} links={LINKS} variant="inline" />);
    expect(inline.container.querySelector("p")?.textContent).toBe(
      "Sponsorlu Bağlantılar: BirinciİkinciÜçüncü",
    );
  });

  it("shows at most `limit` links", () => {
    render(<PartnerLinks site={site("tr")} links={LINKS} limit={2} />);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["Birinci", "İkinci"]);
  });

  it("skips empty entries (a partner entry dropped by the sanitizer)", () => {
    render(<PartnerLinks site={site("tr")} links={["", LINKS[0] ?? "", ""]} limit={1} />);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["Birinci"]);
  });

  it("marks its form for the page's tests and styles", () => {
    const { container } = render(<PartnerLinks site={site("tr")} links={LINKS} variant="list" />);
    expect(container.querySelector("aside")?.dataset.partnerLinks).toBe("list");
  });

  it("renders nothing without links, or with a limit of 0", () => {
    expect(render(<PartnerLinks site={site("tr")} links={[]} />).container.innerHTML).toBe("");
    expect(render(<PartnerLinks site={site("tr")} links={[""]} />).container.innerHTML).toBe("");
    expect(
      render(<PartnerLinks site={site("tr")} links={LINKS} limit={0} />).container.innerHTML,
    ).toBe("");
  });
});
