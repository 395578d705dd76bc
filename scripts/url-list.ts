/**
 * Prints every address the built site in out/ answers, one a line (`npm run urls`). Its output
 * when the page layer was Next.js is kept in tests/fixtures/next-build-urls.txt: every later
 * build must still answer each of them (tests/e2e/url-list.test.ts), since the addresses carry
 * the site's search ranking.
 */
import { builtUrls } from "../tests/support/built-html";

process.stdout.write(`${builtUrls().join("\n")}\n`);
