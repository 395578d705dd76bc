import { describe, expect, it } from "vitest";
import { htmlText } from "./html-text";

describe("htmlText", () => {
  it("reads tags as word breaks and entities as their characters", () => {
    expect(htmlText('<p>Işıltı&#39;da <a href="/x">ya&nbsp;da</a></p>')).toBe(
      " Işıltı'da  ya da  ",
    );
    expect(htmlText("&quot;A &amp; B&quot; &lt;3")).toBe('"A & B" <3');
  });

  it("leaves text inside attributes out", () => {
    expect(htmlText('<a title="gizli metin">görünen</a>')).toBe(" görünen ");
  });
});
