/**
 * Runs `attempt`, and again up to `retries` more times while it fails, waiting
 * `baseDelayMs`, then twice as long, between tries. Rejects with the last failure.
 */
export async function withRetries<Result>(
  attempt: () => Promise<Result>,
  { retries, baseDelayMs }: { retries: number; baseDelayMs: number },
): Promise<Result> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** failures));
    }
  }
}
