/**
 * `npm run typecheck`: the project and the service worker with TypeScript 7's tsc, then the
 * .astro files (scripts/check-astro.ts). tsc is found through the `typescript` package's own
 * `bin`, never by the command name npm links: TypeScript 6, installed beside 7 for the .astro
 * checker under another name, installs a `tsc` command too, and which of the two npm links is
 * not ours to decide.
 */
import { binOf, runCommand, tsxIn } from "./run-command";

const tsc = binOf("typescript", undefined, "tsc");
const steps: [string, string[]][] = [
  [tsc, ["--noEmit"]],
  [tsc, ["--noEmit", "-p", "src/sw"]],
  [tsxIn(), ["scripts/check-astro.ts"]],
];
for (const [command, args] of steps) {
  const result = await runCommand(command, args);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  if (result.code !== 0) process.exit(result.code ?? 1);
}
