import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SERVER_ERROR_MESSAGE, SERVER_ERROR_TITLE } from "@/components/page/server-error";
import ServerErrorPage from "./500/page";
import ErrorBoundary from "./error";

// The 500 page reads the site settings for its metadata and structured data: give it the
// fixture site, so the test needs no build snapshot.
vi.mock("@/lib/content", async () => {
  const { makeFixture, withPlaceholderImages } = await import(
    "../../tests/support/content-fixture"
  );
  const { loadContent } = await import("@/lib/content/load-content");
  const { createQueries } = await import("@/lib/content/queries");
  const fixture = makeFixture();
  try {
    const queries = createQueries(
      withPlaceholderImages(loadContent(fixture.options).model),
      () => "",
    );
    return { content: () => queries };
  } finally {
    fixture.cleanup();
  }
});

describe("the error boundary", () => {
  it("shows the 500 page's content with a retry", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reset = vi.fn();
    render(<ErrorBoundary error={new Error("boom")} reset={reset} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(SERVER_ERROR_TITLE);
    expect(screen.getByText(SERVER_ERROR_MESSAGE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Yeniden dene" }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it("says what the static 500 page says", () => {
    const page = render(<ServerErrorPage />).container.textContent;
    render(<ErrorBoundary error={new Error("boom")} reset={() => {}} />);
    expect(page).toContain(SERVER_ERROR_TITLE);
    expect(page).toContain(SERVER_ERROR_MESSAGE);
  });
});
