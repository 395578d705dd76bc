import { describe, expect, it } from "vitest";
import { htmlText, parseHtml, treeText } from "./html-text";

describe("htmlText", () => {
  it("reads text nodes with entities decoded, as a browser does", () => {
    expect(htmlText('<p>Işıltı&#39;da <a href="/x">ya&nbsp;da</a></p>')).toBe(
      "Işıltı'da ya\u00a0da",
    );
    expect(htmlText("&quot;A &amp; B&quot; &lt;3 &#x26; &#99999999; &bogus;")).toBe(
      '"A & B" <3 & \ufffd &bogus;',
    );
  });

  it("leaves text inside attributes, comments and tags out", () => {
    expect(htmlText('<a title="gizli metin">görünen</a><!-- not <b>read</b> -->')).toBe("görünen");
    expect(htmlText("<p>a > b</p>")).toBe("a > b");
  });

  it("leaves the named elements out, each as a word break", () => {
    expect(htmlText("<p>Önce<code>a'b</code>sonra</p><pre>x</pre>", ["code", "pre"])).toBe(
      "Önce sonra ",
    );
  });
});

describe("treeText", () => {
  it("reads any node of a tree", () => {
    const tree = parseHtml("<h2>Kore&#39;de <em>çift</em> temizleme</h2>");
    expect(treeText(tree)).toBe("Kore'de çift temizleme");
  });
});
