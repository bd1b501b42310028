/**
 * What must be undone however the run ends (servers, pools): registered as it is created,
 * run once at the end, on an error, or on Ctrl-C / SIGTERM.
 */
type Cleanup = () => Promise<void>;

const cleanups: Cleanup[] = [];
let running: Promise<void> | undefined;

/** Registers `cleanup` until the returned function is called (once it is no longer needed). */
export function onCleanup(cleanup: Cleanup): () => void {
  cleanups.push(cleanup);
  return () => {
    const index = cleanups.indexOf(cleanup);
    if (index !== -1) cleanups.splice(index, 1);
  };
}

/** Runs every registered cleanup, newest first; errors are reported, not thrown. */
export function runCleanups(): Promise<void> {
  running ??= (async () => {
    while (cleanups.length > 0) {
      const cleanup = cleanups.pop();
      await cleanup?.().catch((error: unknown) => console.error('cleanup failed:', error));
    }
  })();
  return running;
}

/** Ctrl-C or a termination signal cleans up before the process exits. */
export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and pools…`);
      void runCleanups().finally(() => process.exit(130));
    });
  }
}

/**
 * Runs a bench command to its end: cleans up on Ctrl-C, after an error (reported as `report`
 * words it, exit code 1) and when it is done. `main` answers false when it ran but missed its
 * targets (exit code 1 too).
 */
export async function runBenchCommand(
  main: () => Promise<unknown>,
  report: (error: unknown) => unknown = (error) => error,
): Promise<void> {
  cleanUpOnSignals();
  try {
    if ((await main()) === false) process.exitCode = 1;
  } catch (error) {
    console.error(report(error));
    process.exitCode = 1;
  } finally {
    await runCleanups();
  }
}
