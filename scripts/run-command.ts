import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The command package `name` installs for the project in `dir` (this one by default), named in
 * its package.json `bin` (npm's contract; npm links that file into the project and makes it
 * executable). Resolved from `dir`, so a copy of the project runs its own tools, whatever PATH says.
 */
export function binOf(name: string, dir = process.cwd(), command = name): string {
  const manifest = createRequire(path.join(dir, "package.json")).resolve(`${name}/package.json`);
  const { bin } = createRequire(import.meta.url)(manifest) as {
    bin?: string | Record<string, string>;
  };
  const file = typeof bin === "string" ? bin : bin?.[command];
  if (!file) throw new Error(`${name} installs no command "${command}"`);
  return path.join(path.dirname(manifest), file);
}

/** The tsx of the project in `dir` (this one by default): how every script is run in a process. */
export const tsxIn = (dir = process.cwd()) => binOf("tsx", dir);

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command without blocking this process, collecting its output: the build runs its
 * post-processing shards side by side with it, and tests keep their in-process servers (such
 * as the S3 store) answering meanwhile.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: {
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    timeoutMs?: number;
    /** Called once the process exists, with its id (the build bench samples its memory). */
    onSpawn?: (pid: number) => void;
    /** Each piece of output as it arrives (the build bench reports progress from it). */
    onOutput?: (chunk: string) => void;
  } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    if (child.pid !== undefined) options.onSpawn?.(child.pid);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      options.onOutput?.(String(chunk));
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
      options.onOutput?.(String(chunk));
    });
    const timer = options.timeoutMs
      ? setTimeout(() => child.kill("SIGTERM"), options.timeoutMs)
      : undefined;
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
