import { execFileSync } from "node:child_process";

export interface GitState {
  commit: string;
  /** Uncommitted changes to tracked files, or new files git does not ignore. */
  dirty: boolean;
}

/** The work tree's commit and whether it has changes; null outside a git work tree. */
export function gitState(cwd = process.cwd()): GitState | null {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  try {
    return {
      commit: git("rev-parse", "HEAD").trim(),
      dirty: git("status", "--porcelain").trim().length > 0,
    };
  } catch {
    return null;
  }
}
