import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { binOf, runCommand } from "../../../scripts/run-command";

/**
 * The guard itself: the dictionaries and their schema, copied apart, with one key taken out of
 * one language, fail the project's type checker with a message naming that language's file
 * and the key.
 */

const root = mkdtempSync(path.join(tmpdir(), "isilti-i18n-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function copyWithout(language: string, line: string): string {
  const dir = mkdtempSync(path.join(root, "copy-"));
  cpSync("src/lib/i18n", path.join(dir, "src/lib/i18n"), {
    recursive: true,
    filter: (source) => !source.endsWith(".test.ts"),
  });
  mkdirSync(path.join(dir, "src/lib/content/model"), { recursive: true });
  cpSync("src/lib/content/model/forms.ts", path.join(dir, "src/lib/content/model/forms.ts"));
  const file = path.join(dir, `src/lib/i18n/${language}.ts`);
  const source = readFileSync(file, "utf8");
  if (line && !source.includes(line)) throw new Error(`${language}.ts has no line ${line}`);
  writeFileSync(file, source.replace(line, ""));
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        lib: ["ES2023"],
        strict: true,
        noEmit: true,
        module: "esnext",
        moduleResolution: "bundler",
        isolatedModules: true,
        paths: { "@/*": ["./src/*"] },
      },
      include: ["src/**/*.ts"],
    }),
  );
  return dir;
}

const typecheck = (dir: string) =>
  runCommand(binOf("typescript", undefined, "tsc"), ["-p", dir], { timeoutMs: 60_000 });

describe("a key missing in one language", () => {
  it("passes as the dictionaries are", async () => {
    const result = await typecheck(copyWithout("ko", ""));
    expect(result.stdout + result.stderr).toBe("");
    expect(result.code).toBe(0);
  });

  it.each([
    ["ko", '    darkTheme: "어두운 테마",\n', "darkTheme"],
    ["ru", '  partnerLinks: "Рекомендуемые сайты",\n', "partnerLinks"],
    ["en", '  placeholder: "Search",\n', "placeholder"],
  ])("fails the type check in %s.ts, naming the key", async (language, line, key) => {
    const result = await typecheck(copyWithout(language, line));
    expect(result.code).not.toBe(0);
    expect(result.stdout).toMatch(new RegExp(`src/lib/i18n/${language}\\.ts.*'${key}' is missing`));
  });
});
