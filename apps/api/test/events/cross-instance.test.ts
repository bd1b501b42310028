import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvents } from '../../src/db/domain-events.ts';
import type { DomainEvent } from '../../src/events/kinds.ts';
import { bearer, envelope } from '../helpers/app.ts';
import { createInstancePair } from '../helpers/instances.ts';
import { type RedisServer, redisServerMissing, startRedisServer } from '../helpers/redis-server.ts';
import { createUser } from '../helpers/users.ts';

type Page = { content: Array<{ title: string }> };

/** Two instances on one database and one Redis, in one process (issue 20, Deliver 2). */
describe.skipIf(redisServerMissing)('events across instances', () => {
  let redis: RedisServer;
  let pair: Awaited<ReturnType<typeof createInstancePair>>;
  let member: { id: number; token: string };
  const seenByB: DomainEvent[] = [];
  const LIST = '/api/communities/1?page=1&size=10';

  beforeAll(async () => {
    redis = await startRedisServer();
    pair = await createInstancePair({ REDIS_URL: redis.url, RESPONSE_CACHE_SECONDS: '60' });
    pair.b.app.events.subscribe({
      name: 'test-observer',
      handle: (event) => void seenByB.push(event),
    });
    member = await createUser(pair.a.app);
  });
  afterAll(async () => {
    await pair.close();
    await redis.stop();
  });

  const write = (title: string) =>
    pair.a.app.inject({
      method: 'POST',
      url: '/api/communities',
      headers: bearer(member.token),
      payload: { communityCategoryId: 2, title, content: '내용' },
    });

  it("delivers A's event to B's subscribers, and B's cache drops what it made stale", async () => {
    expect((await pair.b.app.inject({ url: LIST })).headers['x-cache']).toBe('miss');
    expect((await pair.b.app.inject({ url: LIST })).headers['x-cache']).toBe('hit');

    const created = await write('A에서 쓴 글');
    const postId = envelope<number>(created).body;
    await expect
      .poll(() => seenByB.map((event) => [event.kind, event.subjectId]))
      .toContainEqual(['post.created', postId]);
    const fresh = await pair.b.app.inject({ url: LIST });
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(envelope<Page>(fresh).body.content.map((post) => post.title)).toContain('A에서 쓴 글');
  });

  it('replays from the table what a lost message did not tell, in order and once', async () => {
    seenByB.length = 0;
    // A write whose message never went out (its instance died between commit and publish).
    const [lost] = await pair.a.app.database.db.transaction((tx) =>
      appendEvents(tx, [
        { kind: 'member.renamed', subjectId: member.id, actorId: member.id, payload: {} },
      ]),
    );
    // The next message carries a later id: B sees the gap and reads the table after its floor.
    const created = await write('다음 글');
    const postId = envelope<number>(created).body;
    await expect
      .poll(() => seenByB.map((event) => [event.kind, event.subjectId]))
      .toEqual([
        ['member.renamed', member.id],
        ['post.created', postId],
      ]);
    expect(seenByB[0]?.id).toBe(lost?.id);
    await pair.b.app.events.catchUp();
    expect(seenByB).toHaveLength(2);
  });

  it('catches up after Redis was away', async () => {
    seenByB.length = 0;
    await redis.stop();
    const created = await write('Redis 없이 쓴 글');
    expect(created.statusCode).toBe(200);
    const postId = envelope<number>(created).body;
    await redis.start();
    await expect
      .poll(() => seenByB.map((event) => [event.kind, event.subjectId]), { timeout: 15_000 })
      .toEqual([['post.created', postId]]);
  });
});
