import { parseArgs } from "node:util";
import type { DeployEnv } from "./checks";

export interface DeployArgs {
  env: DeployEnv;
  /** Upload the build (the default), print what is live, or put the previous build back. */
  action: "deploy" | "status" | "rollback";
  dryRun: boolean;
  force: boolean;
  full: boolean;
  /** The built site to upload. */
  dir: string;
}

export const DEPLOY_USAGE = `usage: npm run deploy -- --env dev|prod [--dry-run] [--force] [--full] [--dir out]
       npm run deploy -- --env dev|prod --status
       npm run deploy -- --env dev|prod --rollback [--dry-run]
  --env dev|prod  the site's development or production bucket (from the build's settings)
  --dry-run       print the plan; change nothing
  --force         deploy to production from a dirty work tree or a build whose content warned
  --full          send every file, whatever the bucket's manifest says
  --dir DIR       the built site (default out)
  --status        print the live build and the build a rollback would restore
  --rollback      build the previous live build's commit again, check it is the same, deploy it`;

const OPTIONS = {
  env: { type: "string" },
  dir: { type: "string" },
  "dry-run": { type: "boolean", default: false },
  force: { type: "boolean", default: false },
  full: { type: "boolean", default: false },
  status: { type: "boolean", default: false },
  rollback: { type: "boolean", default: false },
} as const;

/** The command line, or an error message naming what is wrong. */
export function parseDeployArgs(argv: readonly string[]): DeployArgs | { error: string } {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>["values"];
  try {
    ({ values } = parseArgs({ args: [...argv], options: OPTIONS, strict: true }));
  } catch (error) {
    return { error: parseError(error, argv) };
  }
  const env = values.env;
  if (env === undefined) return { error: "--env dev or --env prod is required" };
  if (env !== "dev" && env !== "prod") return { error: `--env must be dev or prod, not "${env}"` };
  if (values.dir === "") return { error: "--dir needs a folder" };
  if (values.status && values.rollback) return { error: "--status and --rollback: one at a time" };
  if (values.status && (values["dry-run"] || values.force || values.full))
    return { error: "--status only reads: it takes no --dry-run, --force or --full" };
  if (values.rollback && values.force)
    return { error: "--rollback takes no --force: it restores a build that was live before" };
  return {
    env,
    action: values.status ? "status" : values.rollback ? "rollback" : "deploy",
    dryRun: values["dry-run"],
    force: values.force,
    full: values.full,
    dir: values.dir ?? "out",
  };
}

/** parseArgs' errors, in the words of this command. */
function parseError(error: unknown, argv: readonly string[]): string {
  const code = (error as { code?: string }).code;
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" || code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") {
    const known = new Set(Object.keys(OPTIONS).map((name) => `--${name}`));
    const unknown = argv.find(
      (arg) => !known.has(arg.split("=")[0] ?? "") && !isValueOf(arg, argv),
    );
    return `unknown option "${unknown ?? argv.join(" ")}"`;
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    const flag = /'(--[a-z-]+)/.exec(String((error as Error).message))?.[1] ?? "an option";
    if (flag === "--env") return "--env must be dev or prod, not nothing";
    if (flag === "--dir") return "--dir needs a folder";
    return `${flag} takes no value`;
  }
  return String((error as Error).message);
}

/** Whether `arg` is the value of the option before it (`--env prod`). */
function isValueOf(arg: string, argv: readonly string[]): boolean {
  const before = argv[argv.indexOf(arg) - 1];
  return before === "--env" || before === "--dir";
}
