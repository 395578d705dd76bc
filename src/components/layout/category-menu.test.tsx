import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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

const toggle = () => screen.getByRole("button", { name: "Kategoriler" });

describe("CategoryMenu", () => {
  it("starts closed and opens and closes with its button", () => {
    render(<CategoryMenu categories={CATEGORIES} />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Güneş Koruması" })).toBeNull();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Güneş Koruması" })).toHaveAttribute(
      "href",
      "/skin-care/sun-protection",
    );
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("links every category and subcategory, with a 'Tümünü gör' link to each category page", () => {
    render(<CategoryMenu categories={CATEGORIES} />);
    fireEvent.click(toggle());
    expect(screen.getByRole("link", { name: "Cilt Bakımı" })).toHaveAttribute("href", "/skin-care");
    const more = screen.getAllByRole("link", { name: "Tümünü gör" });
    expect(more.map((a) => a.getAttribute("href"))).toEqual(["/skin-care", "/hair-styles"]);
  });

  it("expands one category's sub-menu at a time (the narrow-screen popover)", () => {
    render(<CategoryMenu categories={CATEGORIES} />);
    fireEvent.click(toggle());
    const skin = screen.getByRole("button", { name: "Cilt Bakımı alt kategorileri" });
    const hair = screen.getByRole("button", { name: "Saç alt kategorileri" });
    fireEvent.click(skin);
    expect(skin).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(hair);
    expect(skin).toHaveAttribute("aria-expanded", "false");
    expect(hair).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(hair.getAttribute("aria-controls") ?? "");
    expect(list).toHaveAttribute("data-expanded");
    expect(
      within(list as HTMLElement).getByRole("link", { name: "Saç Bakımı" }),
    ).toBeInTheDocument();
  });

  it("closes when a leaf is chosen", () => {
    render(<CategoryMenu categories={CATEGORIES} />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("link", { name: "Cilt Temizleme" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the button", () => {
    render(<CategoryMenu categories={CATEGORIES} />);
    fireEvent.click(toggle());
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("closes on a click outside", () => {
    render(
      <>
        <CategoryMenu categories={CATEGORIES} />
        <p>dışarısı</p>
      </>,
    );
    fireEvent.click(toggle());
    fireEvent.pointerDown(screen.getByText("dışarısı"));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});
