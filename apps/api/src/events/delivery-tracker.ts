/**
 * Which event ids this instance has delivered, so that an event arriving twice (its own
 * message, a replay) is delivered once, and which it has not, so that a replay fetches them.
 *
 * Ids are handed out when a write inserts its event, not when it commits: a later id may
 * commit first, and a rolled-back write leaves its id unused for good. So an id missing from
 * the table may still come (a transaction under way) or never (rolled back). Every id up to
 * `floor` is settled; above it, delivered ids are remembered, and a missing one is waited for
 * `graceMs` from when a replay first missed it, then given up.
 */
export type DeliveryTracker = {
  /** Everything up to here is delivered or given up; replays read after it. */
  floor: () => number;
  /** Whether the id is delivered or given up. */
  knows: (id: number) => boolean;
  /** True the first time an id is offered (deliver it), false ever after. */
  claim: (id: number) => boolean;
  /** A replay read every committed event up to `upTo`: ids it did not find are missing now. */
  missedUpTo: (upTo: number, now: number) => void;
};

export function createDeliveryTracker(start: number, graceMs: number): DeliveryTracker {
  let floor = start;
  const delivered = new Set<number>();
  const missingSince = new Map<number, number>();
  const advance = () => {
    while (delivered.has(floor + 1)) {
      floor += 1;
      delivered.delete(floor);
      missingSince.delete(floor);
    }
  };
  return {
    floor: () => floor,
    knows: (id) => id <= floor || delivered.has(id),
    claim(id) {
      if (id <= floor || delivered.has(id)) return false;
      delivered.add(id);
      advance();
      return true;
    },
    missedUpTo(upTo, now) {
      for (let id = floor + 1; id <= upTo; id += 1) {
        if (delivered.has(id)) continue;
        const since = missingSince.get(id) ?? now;
        missingSince.set(id, since);
        // Past the grace, the write that took the id is taken for rolled back.
        if (now - since >= graceMs) delivered.add(id);
      }
      advance();
    },
  };
}
