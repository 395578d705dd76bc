import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { tr } from "@/lib/i18n/tr";
import { CategoryMenu } from "./category-menu";

const CATEGORIES = [
  {
    title: "Cilt Bakımı",
    path: "/skin-care",
    children: [
      { title: "Güneş Koruması", path: "/skin-care/sun-protection" },
      { title: "Cilt Temizleme", path: "/skin-care/cilt-temizleme" },
    ],
  },
  {
    title: "Saç",
    path: "/hair-styles",
    children: [{ title: "Saç Bakımı", path: "/hair-styles/sac-bakimi" }],
  },
];

// Opening, Escape, outside clicks and sub-menus run in the browser (native popover and the
// head script): tests/e2e/header.test.ts. Here: the structure those rely on.
describe("CategoryMenu", () => {
  it("is a button that controls a popover panel", () => {
    render(<CategoryMenu t={tr} categories={CATEGORIES} />);
    const button = screen.getByRole("button", { name: "Kategoriler" });
    const panelId = button.getAttribute("popovertarget");
    expect(panelId).toBeTruthy();
    expect(document.getElementById(panelId ?? "")).toHaveAttribute("popover", "auto");
  });

  // The panel is a closed popover: its contents are hidden until it opens (`hidden: true`).
  it("links every category and subcategory, with a 'Tümünü gör' link to each category page", () => {
    render(<CategoryMenu t={tr} categories={CATEGORIES} />);
    expect(screen.getByRole("link", { name: "Cilt Bakımı", hidden: true })).toHaveAttribute(
      "href",
      "/skin-care",
    );
    expect(screen.getByRole("link", { name: "Güneş Koruması", hidden: true })).toHaveAttribute(
      "href",
      "/skin-care/sun-protection",
    );
    const more = screen.getAllByRole("link", { name: "Tümünü gör", hidden: true });
    expect(more.map((a) => a.getAttribute("href"))).toEqual(["/skin-care", "/hair-styles"]);
  });

  it("gives each category a collapsed sub-menu toggle that controls its list", () => {
    render(<CategoryMenu t={tr} categories={CATEGORIES} />);
    for (const name of ["Cilt Bakımı", "Saç"]) {
      const toggle = screen.getByRole("button", { name: `${name} alt kategorileri`, hidden: true });
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(toggle).toHaveAttribute("data-submenu-toggle");
      const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
      expect(list?.tagName).toBe("UL");
      expect(list).not.toHaveAttribute("data-expanded");
    }
  });
});
