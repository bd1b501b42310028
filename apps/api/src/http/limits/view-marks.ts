import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sweepViewMarks } from '../../db/view-marks.ts';
import { runUnderLease } from '../../shared-state/leases.ts';
import { clientAddress } from './write-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who a view is counted for: a member, or a visitor's address and user agent, hashed. */
    viewerKey: (request: FastifyRequest) => string;
  }
}

const FIRST_SWEEP_AFTER_MS = 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * The request side of view marks (db/view-marks.ts). `viewerKey` says who a view is counted
 * for: a member by id; a visitor by a keyed hash of address and user agent, so the marks table
 * never holds an address, and a leaked table cannot be reversed by hashing every IPv4 address.
 * The key derives from the server's secret, so every instance gives a visitor the same one.
 *
 * Old marks are swept a minute after start (so instances that restart often sweep too), then
 * hourly (or every `sweepEveryMs`), on one instance at a time, until the server closes.
 */
async function viewMarks(
  app: FastifyInstance,
  options: { secret: string; sweepEveryMs?: number | null },
) {
  const { db } = app.database;
  const hashKey = createHmac('sha256', options.secret).update('daengnyang view marks').digest();
  app.decorate('viewerKey', (request: FastifyRequest) => {
    const { caller } = request;
    if (caller.kind === 'user') return `member:${caller.userId}`;
    const visitor = createHmac('sha256', hashKey)
      .update(`${clientAddress(request)}\n${request.headers['user-agent'] ?? ''}`)
      .digest('base64url');
    // 132 bits: collisions among a day's visitors of one post are out of reach.
    return `visitor:${visitor.slice(0, 22)}`;
  });

  runUnderLease(app, {
    name: 'view-mark-sweep',
    everyMs: options.sweepEveryMs ?? SWEEP_EVERY_MS,
    firstAfterMs: FIRST_SWEEP_AFTER_MS,
    async run() {
      const deleted = await sweepViewMarks(db);
      if (deleted > 0) app.log.info({ deleted }, 'old view marks swept');
    },
  });
}

export default fp(viewMarks, {
  name: 'view-marks',
  dependencies: ['resolve-caller'],
  decorators: { fastify: ['database'] },
});
