import type { Database } from '../db/client.ts';
import { type ActiveIdentity, findActiveIdentities } from '../modules/users/repository.ts';

/** Reads a signed-in caller's identity row (null: withdrawn or unknown). */
export type IdentityReads = { read: (userId: number) => Promise<ActiveIdentity | null> };

/**
 * The identity rows asked for in one turn of the event loop, read by one statement. Under load
 * the tokens of many requests are verified together (their checks end on the thread pool and
 * resume in the same turn), and each member's row is read again when the identity cache lets it
 * go (decision 041): one statement per member per turn would hold a connection of the pool
 * each, in the queue ahead of the reads the requests are for. Requests of one member in a turn
 * share its row's read.
 */
export function createIdentityReads(db: Database): IdentityReads {
  type Waiting = { promise: Promise<ActiveIdentity | null>; settle: Settle };
  type Settle = { resolve: (row: ActiveIdentity | null) => void; reject: (error: unknown) => void };
  let waiting = new Map<number, Waiting>();

  async function readWaiting() {
    const batch = waiting;
    waiting = new Map();
    try {
      const rows = await findActiveIdentities(db, [...batch.keys()]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [userId, { settle }] of batch) settle.resolve(byId.get(userId) ?? null);
    } catch (error) {
      for (const { settle } of batch.values()) settle.reject(error);
    }
  }

  return {
    read(userId) {
      const known = waiting.get(userId);
      if (known) return known.promise;
      if (waiting.size === 0) setImmediate(readWaiting);
      let settle: Settle = { resolve: () => {}, reject: () => {} };
      const promise = new Promise<ActiveIdentity | null>((resolve, reject) => {
        settle = { resolve, reject };
      });
      waiting.set(userId, { promise, settle });
      return promise;
    },
  };
}
