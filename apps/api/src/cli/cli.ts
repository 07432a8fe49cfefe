// What the command-line tools share: one plain line on failure and exit code 1.
import { ConfigError } from '../config.ts';
import { DataDirInUse } from '../db/data-dir-lock.ts';

class CliFailure extends Error {}

/** Stops the command with a message for the person who ran it. */
export function fail(message: string): never {
  throw new CliFailure(message);
}

export async function runCli(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const isPlain =
      error instanceof CliFailure || error instanceof ConfigError || error instanceof DataDirInUse;
    process.stderr.write(
      `${isPlain ? error.message : `Failed: ${error instanceof Error ? error.stack : String(error)}`}\n`,
    );
    process.exitCode = 1;
  }
}
