import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runCommand } from "../../scripts/run-command";
import { copyProject, type ProjectCopy } from "./project-copy";

/**
 * The framework's floor: a near-empty page (one paragraph, a title, a description) built by
 * `next build` with the project's own next.config in a copy of the project. What any page of
 * this stack costs before the site adds anything: the reference for the JavaScript budget.
 */
export async function buildFrameworkFloor(): Promise<ProjectCopy & { out: string }> {
  const copy = copyProject({ skip: ["content/articles/", "src/app/"] });
  const app = path.join(copy.dir, "src/app");
  rmSync(app, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  writeFileSync(
    path.join(app, "layout.tsx"),
    'export default function Layout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang="tr">\n      <head>\n        <title>Boş sayfa</title>\n        <meta name="description" content="Çerçevenin boş sayfası" />\n      </head>\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(
    path.join(app, "page.tsx"),
    "export default function Page() {\n  return <p>Merhaba</p>;\n}\n",
  );
  const build = await runCommand(path.join(copy.dir, "node_modules/.bin/next"), ["build"], {
    cwd: copy.dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.code !== 0) {
    copy.cleanup();
    throw new Error(`the framework floor did not build:\n${build.stderr.slice(-2000)}`);
  }
  return { ...copy, out: path.join(copy.dir, "out") };
}
