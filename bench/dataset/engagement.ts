import type { Random } from '../../apps/api/src/db/seed/random.ts';
import type { CopyRow } from '../load/copy-format.ts';
import { distinctDraws, exponential } from './distributions.ts';
import { DAY_MS, laterThan, MINUTE_MS } from './timeline.ts';

/** Who liked what: for item i, `users[offsets[i] … offsets[i + 1])`, distinct per item. */
export type LikePlan = { offsets: Int32Array; users: Int32Array };

/**
 * Distinct likers per item, drawn by activity among the members who exist when the item is
 * published. A crowded pool gives fewer likes than asked; the counters come from this plan,
 * so they always equal the rows.
 */
export function planLikes(options: {
  itemTimes: Float64Array;
  wanted: Int32Array;
  drawUser: (moment: number) => number;
}): LikePlan {
  const { itemTimes, wanted, drawUser } = options;
  const offsets = new Int32Array(itemTimes.length + 1);
  const chosen: number[][] = [];
  let total = 0;
  for (let item = 0; item < itemTimes.length; item++) {
    const moment = itemTimes[item] ?? 0;
    const likers = distinctDraws(wanted[item] ?? 0, () => drawUser(moment));
    chosen.push(likers);
    total += likers.length;
    offsets[item + 1] = total;
  }
  const users = new Int32Array(total);
  chosen.forEach((likers, item) => {
    users.set(likers, offsets[item] ?? 0);
  });
  return { offsets, users };
}

export const likeCount = (plan: LikePlan, item: number) =>
  (plan.offsets[item + 1] ?? 0) - (plan.offsets[item] ?? 0);

/** Rows `(user_id, target_id, created_at)`: each like a while after its item appeared. */
export function* likeRows(
  random: Random,
  plan: LikePlan,
  options: { itemTimes: Float64Array; end: number; idOf: (item: number) => number },
): Generator<CopyRow> {
  for (let item = 0; item + 1 < plan.offsets.length; item++) {
    const published = options.itemTimes[item] ?? 0;
    for (let like = plan.offsets[item] ?? 0; like < (plan.offsets[item + 1] ?? 0); like++) {
      const moment = laterThan(published, exponential(random, 2 * DAY_MS), options.end);
      yield [plan.users[like] ?? 0, options.idOf(item), new Date(moment)];
    }
  }
}

/** Planned children in id order: the item index each belongs to, and when it was written. */
export type Children = { parent: Int32Array; time: Float64Array };

/**
 * Children of items (reviews of a food, comments of a notice): `counts[i]` for item i, each a
 * while after its item. Returned in chronological order, which is also id order (id = index
 * + 1), as rows inserted one by one over the years would be.
 */
export function planChildren(
  random: Random,
  options: { itemTimes: Float64Array; counts: Int32Array; meanDelay: number; end: number },
): Children {
  const total = options.counts.reduce((sum, count) => sum + count, 0);
  const parent = new Int32Array(total);
  const time = new Float64Array(total);
  let next = 0;
  options.counts.forEach((count, item) => {
    const published = options.itemTimes[item] ?? 0;
    for (let child = 0; child < count; child++, next++) {
      parent[next] = item;
      time[next] = laterThan(
        published,
        MINUTE_MS + exponential(random, options.meanDelay),
        options.end,
      );
    }
  });
  const order = chronologicalOrder(time);
  return {
    parent: Int32Array.from(order, (index) => parent[index] ?? 0),
    time: Float64Array.from(order, (index) => time[index] ?? 0),
  };
}

/** Indexes sorted by time; ties keep plan order, so a reply never precedes its comment. */
export function chronologicalOrder(times: Float64Array): Int32Array {
  return Int32Array.from({ length: times.length }, (_, index) => index).sort(
    (a, b) => (times[a] ?? 0) - (times[b] ?? 0) || a - b,
  );
}

/** The rows of planned children, each written by a member who is active at its moment. */
export function* childRows(
  children: Children,
  options: {
    drawUser: (moment: number) => number;
    row: (child: { id: number; parentId: number; userId: number; createdAt: Date }) => CopyRow;
  },
): Generator<CopyRow> {
  for (let index = 0; index < children.parent.length; index++) {
    const moment = children.time[index] ?? 0;
    yield options.row({
      id: index + 1,
      parentId: (children.parent[index] ?? 0) + 1,
      userId: options.drawUser(moment),
      createdAt: new Date(moment),
    });
  }
}
