import { spawn } from "node:child_process";
import path from "node:path";

/** The tsx of the project in `dir` (this one by default): how every script is run in a process. */
export const tsxIn = (dir = process.cwd()) => path.join(dir, "node_modules/.bin/tsx");

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
