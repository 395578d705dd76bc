import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "./copy-button";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("CopyButton", () => {
  it("copies the text and confirms for 3 seconds", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    render(<CopyButton text="iletisim@isilti.com.tr" language="tr" />);
    expect(screen.getByRole("button")).toHaveTextContent("E-posta adresini kopyala");
    await act(async () => {
      fireEvent.click(screen.getByRole("button"));
    });
    expect(writeText).toHaveBeenCalledWith("iletisim@isilti.com.tr");
    expect(screen.getByRole("status")).toHaveTextContent("Kopyalandı");
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole("status")).toHaveTextContent("Kopyalandı");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("says so when the clipboard refuses", async () => {
    vi.stubGlobal("navigator", {
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error("no"))) },
    });
    render(<CopyButton text="x" language="tr" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button"));
    });
    expect(screen.getByRole("status")).toHaveTextContent("Kopyalanamadı");
  });

  it("speaks the site's language", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: vi.fn(async () => {}) } });
    render(<CopyButton text="x" language="ru" />);
    expect(screen.getByRole("button")).toHaveTextContent("Скопировать адрес почты");
    await act(async () => {
      fireEvent.click(screen.getByRole("button"));
    });
    expect(screen.getByRole("status")).toHaveTextContent("Скопировано");
  });
});
