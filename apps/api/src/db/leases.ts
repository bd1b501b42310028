import { eq, lte, or, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { leases } from './schema/domain-events.ts';

/**
 * Takes the lease `name` for `holder` for `ttlMs` — when nobody holds it, it lapsed, or
 * `holder` has it already (a renewal) — in one statement, so that instances racing for it
 * agree on one. Answers whether `holder` holds it now. The database's clock decides.
 */
export async function takeLease(
  db: Executor,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const expiresAt = sql`now() + make_interval(secs => ${ttlMs / 1000})`;
  const taken = await db
    .insert(leases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: leases.name,
      set: { holder, expiresAt },
      setWhere: or(eq(leases.holder, holder), lte(leases.expiresAt, sql`now()`)),
    })
    .returning({ holder: leases.holder });
  return taken.length > 0;
}
