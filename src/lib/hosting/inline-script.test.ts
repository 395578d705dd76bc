import { describe, expect, it } from "vitest";
import { inlineHash } from "./csp-hash";
import { inlineScript } from "./inline-script";

describe("inlineScript", () => {
  it("keeps what the script does and drops what it does not need", () => {
    const source =
      "(function greet(name) {\n  // a comment\n  const greeting = 'merhaba ' + name;\n  globalThis.out = greeting;\n})('dünya');";
    const { text, hash } = inlineScript(source);
    expect(hash).toBe(inlineHash(text));
    expect(text.length).toBeLessThan(source.length);
    expect(text).not.toContain("a comment");
    const scope: { out?: string } = {};
    new Function("globalThis", text)(scope);
    expect(scope.out).toBe("merhaba dünya");
  });

  it("refuses a script that does not parse, so a broken page is never written", () => {
    expect(() => inlineScript("function (")).toThrow();
  });
});
