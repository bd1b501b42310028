import type { Random } from '../../apps/api/src/db/seed/random.ts';
import { type CopyRow, table } from '../load/copy-format.ts';
import { growingTimeline, weightedSampler, zipfWeights } from './distributions.ts';
import { nickname } from './nicknames.ts';
import { DAY_MS, type Timeline } from './timeline.ts';

/** The administrator account: id 1, the author of every food and notice. */
export const ADMIN_USER_ID = 1;
/**
 * The benchmark server is started with these as ADMIN_USERNAME / ADMIN_PASSWORD, so that it
 * finds the account as a deployment would and leaves it unchanged.
 */
export const BENCH_ADMIN = { username: 'admin', password: 'daengnyang-bench-admin' } as const;
const FIRST_USER_ID = ADMIN_USER_ID + 1;

const PROVIDERS = [
  { name: 'kakao', share: 0.5 },
  { name: 'naver', share: 0.3 },
  { name: 'google', share: 0.2 },
] as const;
const MAIL_DOMAINS = ['naver.com', 'gmail.com', 'kakao.com', 'daum.net', 'hanmail.net'];
const MAIL_NAMES = ['happy', 'mung', 'nyang', 'kong', 'bori', 'choco', 'dubu', 'coco', 'pet'];

export const usersTable = table('users', [
  'id',
  'name',
  'email',
  'profile_image',
  'provider',
  'provider_id',
  'role',
  'username',
  'password_hash',
  'token_version',
  'created_at',
  'updated_at',
]);

/**
 * The members: created over the dataset's span (a sixth before it starts), each with an
 * activity weight (Zipf: a few write and like a lot). Activity draws only users that exist at
 * the moment asked, so nobody posts before signing up.
 */
export type UserPlan = {
  count: number;
  /** The id of a member who exists at `moment`, in proportion to activity. */
  drawActive: (random: Random, moment: number) => number;
  rows: (adminPasswordHash: string) => Generator<CopyRow>;
};

export function planUsers(random: Random, count: number, timeline: Timeline): UserPlan {
  const signupStart = timeline.start - 30 * DAY_MS;
  const createdAt = growingTimeline(random, count, signupStart, timeline.end - DAY_MS);
  const activity = weightedSampler(zipfWeights(random, count));

  /** How many members have signed up by `moment` (at least one, so early posts have authors). */
  const existingAt = (moment: number) => {
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((createdAt[middle] ?? 0) <= moment) low = middle + 1;
      else high = middle;
    }
    return Math.max(1, low);
  };

  function* rows(adminPasswordHash: string): Generator<CopyRow> {
    const adminCreated = new Date(signupStart - DAY_MS);
    yield [
      ADMIN_USER_ID,
      '댕냥 운영팀',
      null,
      null,
      null,
      null,
      'ROLE_ADMIN',
      BENCH_ADMIN.username,
      adminPasswordHash,
      0,
      adminCreated,
      adminCreated,
    ];
    for (let index = 0; index < count; index++) {
      const id = FIRST_USER_ID + index;
      const provider = pickProvider(random);
      const created = new Date(createdAt[index] ?? signupStart);
      yield [
        id,
        nickname(random),
        // Some members refuse to share their e-mail with the site.
        random.chance(0.85) ? `${random.pick(MAIL_NAMES)}${id}@${random.pick(MAIL_DOMAINS)}` : null,
        // No provider avatar URLs: the web benchmark must not wait on hosts it cannot reach.
        null,
        provider,
        providerId(provider, index),
        'ROLE_USER',
        null,
        null,
        0,
        created,
        created,
      ];
    }
  }

  return {
    count,
    drawActive: (draw, moment) => FIRST_USER_ID + activity.drawBelow(draw, existingAt(moment)),
    rows,
  };
}

type Provider = (typeof PROVIDERS)[number]['name'];

function pickProvider(random: Random): Provider {
  let roll = random.next();
  for (const provider of PROVIDERS) {
    roll -= provider.share;
    if (roll < 0) return provider.name;
  }
  return 'kakao';
}

/** Unique per provider by construction: the member's index is part of the number. */
function providerId(provider: Provider, index: number): string {
  if (provider === 'kakao') return String(2_100_000_000 + index * 37);
  if (provider === 'google')
    return `1${String(104_000_000_000_000 + index * 7919).padStart(20, '0')}`;
  return `bench_${index.toString(36).padStart(8, '0')}_naver`;
}
