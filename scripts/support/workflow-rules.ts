import { parse } from "yaml";

/**
 * The pipeline's own rules, beyond what actionlint checks: every `run:` step is `npm ci` or
 * `npm run <script>` of package.json (so each step runs code that is tested here), nothing
 * passes `--force`, every action is pinned by a full commit SHA, and AWS is reached through
 * OpenID Connect (a role to assume, `id-token: write`), never with stored keys.
 */

interface Step {
  run?: unknown;
  uses?: unknown;
  with?: Record<string, unknown>;
}
interface Job {
  steps?: Step[];
  permissions?: unknown;
}
interface Workflow {
  permissions?: unknown;
  jobs?: Record<string, Job>;
}

const RUN = /^npm (?:ci|run ([a-z0-9:_-]+)(?: -- [^\n]*)?)$/;
const PINNED = /^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40}$/;

/** Every problem with one workflow file, as `file: job.step: problem` lines; [] when none. */
export function workflowProblems(
  file: string,
  text: string,
  scripts: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  let workflow: Workflow;
  try {
    workflow = parse(text) as Workflow;
  } catch (error) {
    return [`${file}: not YAML: ${error instanceof Error ? error.message : error}`];
  }
  if (/--force\b/.test(text)) problems.push(`${file}: uses --force (nothing in the pipeline may)`);
  const jobs = Object.entries(workflow?.jobs ?? {});
  if (jobs.length === 0) problems.push(`${file}: has no jobs`);
  for (const [name, job] of jobs) {
    for (const [i, step] of (job.steps ?? []).entries()) {
      const at = `${file}: ${name}.steps[${i}]`;
      if (step.run !== undefined) {
        const run = String(step.run).trim();
        const match = RUN.exec(run);
        if (!match) problems.push(`${at}: run "${run}" is not npm ci or npm run <script>`);
        else if (match[1] && !(match[1] in scripts))
          problems.push(`${at}: npm run ${match[1]}: package.json has no such script`);
      }
      if (step.uses !== undefined) {
        const uses = String(step.uses);
        if (!uses.startsWith("./") && !PINNED.test(uses))
          problems.push(`${at}: ${uses} is not pinned by a full commit SHA`);
        if (uses.startsWith("aws-actions/configure-aws-credentials@")) {
          if (!step.with?.["role-to-assume"])
            problems.push(`${at}: AWS credentials without role-to-assume (use OpenID Connect)`);
          if (!grantsIdToken(job.permissions ?? workflow.permissions))
            problems.push(`${at}: OpenID Connect needs permissions: id-token: write`);
        }
      }
      for (const key of Object.keys(step.with ?? {}))
        if (/^aws-(access-key-id|secret-access-key|session-token)$/.test(key))
          problems.push(`${at}: ${key}: no stored AWS keys (assume a role through OpenID Connect)`);
    }
  }
  return problems;
}

function grantsIdToken(permissions: unknown): boolean {
  return (
    typeof permissions === "object" &&
    permissions !== null &&
    (permissions as Record<string, unknown>)["id-token"] === "write"
  );
}
