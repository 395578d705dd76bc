import { existsSync } from "node:fs";

/**
 * The programs the browser and hosting tests start that npm cannot install: Debian's chromium
 * (never a downloaded browser) and nginx (the shipped host configuration runs under it).
 * Each may live elsewhere when its variable names the path.
 */
export interface SystemTool {
  /** What the tests call it, and the Debian package that provides it. */
  debianPackage: "chromium" | "nginx";
  variable: "CHROMIUM_PATH" | "NGINX_PATH";
  defaultPath: string;
}

type Env = Record<string, string | undefined>;

const CHROMIUM: SystemTool = {
  debianPackage: "chromium",
  variable: "CHROMIUM_PATH",
  defaultPath: "/usr/bin/chromium",
};
const NGINX: SystemTool = {
  debianPackage: "nginx",
  variable: "NGINX_PATH",
  defaultPath: "/usr/sbin/nginx",
};
export const SYSTEM_TOOLS: readonly SystemTool[] = [CHROMIUM, NGINX];

/** Where a tool is expected on this machine: its variable's path, else Debian's. */
export function toolPath(tool: SystemTool, env: Env = process.env): string {
  return env[tool.variable] || tool.defaultPath;
}

export const CHROMIUM_PATH = toolPath(CHROMIUM);
export const NGINX_PATH = toolPath(NGINX);

export interface Machine {
  env: Env;
  exists: (file: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}

export type ToolsPlan =
  | { kind: "ready" }
  | { kind: "install"; packages: string[] }
  | { kind: "stop"; message: string };

/**
 * What to do before the tests start. A missing tool is installed only where that cannot go
 * wrong quietly: as root, with apt-get, at Debian's own path. Anywhere else the run stops at
 * once with the command to type, rather than running for minutes and skipping tests.
 */
export function planSystemTools(machine: Machine): ToolsPlan {
  const missing = SYSTEM_TOOLS.filter((tool) => !machine.exists(toolPath(tool, machine.env)));
  if (missing.length === 0) return { kind: "ready" };
  const packages = missing.map((tool) => tool.debianPackage);
  const elsewhere = missing.filter((tool) => machine.env[tool.variable]);
  if (elsewhere.length > 0) {
    const named = elsewhere.map((tool) => `${tool.variable}=${machine.env[tool.variable]}`);
    return {
      kind: "stop",
      message: `${named.join(", ")}: no such file. Point the variable at an installed program, or unset it to use Debian's package.`,
    };
  }
  if (machine.isRoot && machine.hasAptGet) return { kind: "install", packages };
  const paths = missing.map((tool) => tool.defaultPath).join(" and ");
  return {
    kind: "stop",
    message: `The browser tests need ${paths}, which this machine lacks. Install them, then run the tests again:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`,
  };
}

/** The machine this process runs on. */
export function thisMachine(): Machine {
  return {
    env: process.env,
    exists: existsSync,
    isRoot: process.getuid?.() === 0,
    hasAptGet: ["/usr/bin/apt-get", "/bin/apt-get"].some((file) => existsSync(file)),
  };
}
