import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvents } from '../../src/db/domain-events.ts';
import { communityComments } from '../../src/db/schema/community.ts';
import { domainEvents } from '../../src/db/schema/domain-events.ts';
import { eventConsumptions } from '../../src/db/schema/notifications.ts';
import type { DomainEvent } from '../../src/events/kinds.ts';
import { type OncePerSiteConsumer, oncePerSite } from '../../src/events/once-per-site.ts';
import { insertPost } from '../community/posts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createInstancePair } from '../helpers/instances.ts';
import { createUser } from '../helpers/users.ts';
import { notificationsOf } from '../notifications/support.ts';

describe('once-per-site subscribers', () => {
  let pair: Awaited<ReturnType<typeof createInstancePair>>;

  beforeAll(async () => {
    pair = await createInstancePair({});
  });
  afterAll(() => pair.close());

  const recordJoin = async (memberId: number): Promise<DomainEvent> => {
    const [event] = await pair.a.app.database.db.transaction((tx) =>
      appendEvents(tx, [
        { kind: 'member.joined', subjectId: memberId, actorId: memberId, payload: {} },
      ]),
    );
    if (!event) throw new Error('no event');
    return event;
  };

  it('does the work once when every instance handles the event at the same time', async () => {
    const handled: number[] = [];
    const consumer: OncePerSiteConsumer = {
      name: 'test-once',
      kinds: ['member.joined'],
      handle: async (event) => {
        handled.push(event.id);
      },
    };
    const onA = oncePerSite(pair.a.app.events, consumer);
    const onB = oncePerSite(pair.b.app.events, consumer);
    const event = await recordJoin(1);
    await Promise.all([onA.handle(event), onB.handle(event), onA.handle(event), onB.handle(event)]);
    expect(handled).toEqual([event.id]);
  });

  it('leaves an event whose work failed for the next instance, and ignores other kinds', async () => {
    let attempts = 0;
    const done: number[] = [];
    const consumer: OncePerSiteConsumer = {
      name: 'test-retry',
      kinds: ['member.joined'],
      handle: async (event) => {
        attempts += 1;
        if (attempts === 1) throw new Error('the first instance failed');
        done.push(event.id);
      },
    };
    const event = await recordJoin(2);
    await expect(oncePerSite(pair.a.app.events, consumer).handle(event)).rejects.toThrow();
    await oncePerSite(pair.b.app.events, consumer).handle(event);
    await oncePerSite(pair.a.app.events, consumer).handle(event);
    expect(done).toEqual([event.id]);
    const renamed: DomainEvent = { ...event, kind: 'member.renamed', payload: {} };
    await oncePerSite(pair.a.app.events, consumer).handle(renamed);
    expect(attempts).toBe(2);
  });

  it('purges the claims with their events', async () => {
    const { db } = pair.a.app.database;
    const claims = () => db.select({ eventId: eventConsumptions.eventId }).from(eventConsumptions);
    expect((await claims()).length).toBeGreaterThan(0);
    await db.delete(domainEvents);
    expect(await claims()).toEqual([]);
  });
});

describe('the once-per-site sweep', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Sweeps every 1.2 s, so the test sees one without waiting for the default minute.
    t = await createTestApp({ MAINTENANCE_SWEEP_MINUTES: '0.02' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('handles an event no instance delivered (the only one crashed after the commit)', async () => {
    const author = await createUser(t.app);
    const commenter = await createUser(t.app, { name: '크래시' });
    const postId = await insertPost(t.app, { userId: author.id, title: '스윕' });
    const { db } = t.app.database;
    // The write committed, then its instance died before delivering: nothing handled it.
    await db.transaction(async (tx) => {
      const [comment] = await tx
        .insert(communityComments)
        .values({ postId, userId: commenter.id, content: '크래시 전에 쓴 댓글', level: 0 })
        .returning({ id: communityComments.id });
      const [event] = await appendEvents(tx, [
        {
          kind: 'comment.created',
          subjectId: comment?.id ?? 0,
          actorId: commenter.id,
          payload: { postId, parentCommentId: null, repliedToUserId: null },
        },
      ]);
      await tx.execute(
        sql`update ${domainEvents} set created_at = now() - interval '1 minute' where id = ${event?.id ?? 0}`,
      );
    });
    await expect
      .poll(
        async () => (await notificationsOf(t.app, author.token)).map((entry) => entry.excerpt),
        {
          timeout: 15_000,
        },
      )
      .toEqual(['크래시 전에 쓴 댓글']);
  });
});
