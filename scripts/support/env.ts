import { type Env, readEnv } from "../../src/lib/env";

/** This process's settings; a bad variable stops the command with its name and what it accepts. */
export function envOrExit(): Readonly<Env> {
  try {
    return readEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
