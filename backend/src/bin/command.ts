/** Runs a shell command's work: a failure is one clear line on stderr and exit code 1, not a stack trace. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
