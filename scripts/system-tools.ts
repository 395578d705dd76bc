/**
 * First step of `npm test` and `npm run test:e2e`: makes sure Debian's chromium and nginx are
 * there (installing them as root with apt-get), or stops at once naming the command to run.
 */
import { spawnSync } from "node:child_process";
import { planSystemTools, thisMachine } from "./support/system-tools";

function apt(args: string[]): void {
  const run = spawnSync("apt-get", args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (run.status !== 0) {
    console.error(`apt-get ${args.join(" ")} failed (exit ${run.status ?? run.signal}).`);
    process.exit(1);
  }
}

const plan = planSystemTools(thisMachine());
if (plan.kind === "stop") {
  console.error(plan.message);
  process.exit(1);
}
if (plan.kind === "install") {
  console.log(`Installing Debian's ${plan.packages.join(" and ")} for the browser tests…`);
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", ...plan.packages]);
  const after = planSystemTools(thisMachine());
  if (after.kind !== "ready") {
    console.error(`apt-get installed ${plan.packages.join(" ")}, yet they are still missing.`);
    process.exit(1);
  }
}
