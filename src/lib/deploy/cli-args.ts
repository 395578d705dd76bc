import type { DeployEnv } from "./checks";

export interface DeployArgs {
  env: DeployEnv;
  dryRun: boolean;
  force: boolean;
  full: boolean;
  /** The built site to upload. */
  dir: string;
}

export const DEPLOY_USAGE = `usage: npm run deploy -- --env dev|prod [--dry-run] [--force] [--full] [--dir out]
  --env dev|prod  the site's development or production bucket (from the build's settings)
  --dry-run       print the plan; change nothing
  --force         deploy to production from a dirty work tree or a build whose content warned
  --full          send every file, whatever the bucket's manifest says
  --dir DIR       the built site (default out)`;

/** The command line, or an error message naming what is wrong. */
export function parseDeployArgs(argv: readonly string[]): DeployArgs | { error: string } {
  const args: Partial<DeployArgs> & { dryRun: boolean; force: boolean; full: boolean } = {
    dryRun: false,
    force: false,
    full: false,
    dir: "out",
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const [flag, inline] = arg.includes("=") ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case "--env": {
        const env = value();
        if (env !== "dev" && env !== "prod")
          return {
            error: `--env must be dev or prod, not ${env === undefined ? "nothing" : `"${env}"`}`,
          };
        args.env = env;
        break;
      }
      case "--dir": {
        const dir = value();
        if (!dir) return { error: "--dir needs a folder" };
        args.dir = dir;
        break;
      }
      case "--dry-run":
        args.dryRun = true;
        break;
      case "--force":
        args.force = true;
        break;
      case "--full":
        args.full = true;
        break;
      default:
        return { error: `unknown option "${arg}"` };
    }
  }
  if (!args.env) return { error: "--env dev or --env prod is required" };
  return {
    env: args.env,
    dryRun: args.dryRun,
    force: args.force,
    full: args.full,
    dir: args.dir ?? "out",
  };
}
