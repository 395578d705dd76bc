import { describe, expect, it } from "vitest";
import { type Machine, planSystemTools } from "./system-tools";

const DEBIAN = ["/usr/bin/chromium", "/usr/sbin/nginx"];

function machine(over: Partial<Machine> & { files?: string[] }): Machine {
  const files = new Set(over.files ?? DEBIAN);
  return {
    env: {},
    exists: (file) => files.has(file),
    isRoot: true,
    hasAptGet: true,
    ...over,
  };
}

describe("planSystemTools", () => {
  it("is ready when chromium and nginx are at Debian's paths", () => {
    expect(planSystemTools(machine({}))).toEqual({ kind: "ready" });
  });

  it("installs only the missing packages, as root with apt-get", () => {
    expect(planSystemTools(machine({ files: ["/usr/bin/chromium"] }))).toEqual({
      kind: "install",
      packages: ["nginx"],
    });
    expect(planSystemTools(machine({ files: [] }))).toEqual({
      kind: "install",
      packages: ["chromium", "nginx"],
    });
  });

  it("stops naming the command to run when it may not install", () => {
    for (const limits of [{ isRoot: false }, { hasAptGet: false }]) {
      const plan = planSystemTools(machine({ files: ["/usr/sbin/nginx"], ...limits }));
      expect(plan.kind).toBe("stop");
      if (plan.kind === "stop") {
        expect(plan.message).toContain("/usr/bin/chromium");
        expect(plan.message).toContain("sudo apt-get install -y chromium");
        expect(plan.message).not.toContain("nginx");
      }
    }
  });

  it("uses the path a variable names, and never installs in its place", () => {
    const env = { CHROMIUM_PATH: "/opt/chrome/chrome" };
    expect(
      planSystemTools(machine({ env, files: ["/opt/chrome/chrome", "/usr/sbin/nginx"] })),
    ).toEqual({
      kind: "ready",
    });
    const plan = planSystemTools(machine({ env }));
    expect(plan).toEqual({
      kind: "stop",
      message: expect.stringContaining("CHROMIUM_PATH=/opt/chrome/chrome: no such file"),
    });
  });
});
