import { MESSAGES } from '@daengnyang/contract/messages';
import type { Paged } from '@daengnyang/contract/paging';
import type {
  AdminAppealRowSchema,
  AppealDecisionSchema,
  MySanctions,
  Sanction,
  SanctionCreate,
  SanctionType,
} from '@daengnyang/contract/sanctions';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { z } from 'zod';
import type { SignedInCaller } from '../../auth/caller.ts';
import { recordAudit } from '../../db/audit.ts';
import { toUserSummary } from '../../db/authors.ts';
import type { Executor } from '../../db/client.ts';
import type { RecordEvent } from '../../events/domain-events.ts';
import type { NewDomainEvent } from '../../events/kinds.ts';
import { formatSeoulDateTime } from '../../http/dates.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { type PageRequest, toPage } from '../../http/paging.ts';
import type { ModuleDeps } from '../deps.ts';
import { findActiveRole, raiseTokenVersion } from '../users/repository.ts';
import {
  appealExists,
  closeAppeal,
  countOpenAppeals,
  findAppealPage,
  findSanctionOwner,
  insertAppeal,
  insertSanction,
  liftActiveSanctions,
  liftSanction,
  listSanctionsOf,
  type SanctionRow,
} from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type AdminAppealRow = z.infer<typeof AdminAppealRowSchema>;
type AppealDecision = z.infer<typeof AppealDecisionSchema>;

/** What a sanction is imposed with: from the admin's form or from a report case's decision. */
export type SanctionOrder = {
  userId: number;
  type: SanctionType;
  /** 1, 7 or 30; absent: until an administrator lifts it. */
  days?: number | undefined;
  reason: string;
  adminUserId: number;
  /** The report case the decision closed, if any. */
  caseId?: number | null;
};

/**
 * Imposes a sanction inside the caller's transaction (the admin form's, or a report case
 * decision's: the seam moderation calls): refuses an unknown member (404) and an
 * administrator (400), ends every session of a suspended member at once (their tokens'
 * version is raised, as logout does), and writes the audit entry. Answers the sanction's id.
 */
export async function imposeSanction(
  tx: Executor,
  record: RecordEvent,
  order: SanctionOrder,
): Promise<number> {
  const role = await findActiveRole(tx, order.userId);
  if (role === null) throw notFound(SERVER_MESSAGES.userNotFound);
  if (role === 'ROLE_ADMIN') throw badRequest(SERVER_MESSAGES.sanctionAdminNotAllowed);
  const until = order.days === undefined ? null : new Date(Date.now() + order.days * DAY_MS);
  const caseId = order.caseId ?? null;
  const sanctionId = await insertSanction(tx, {
    userId: order.userId,
    type: order.type,
    reason: order.reason,
    until,
    caseId,
    adminUserId: order.adminUserId,
  });
  if (order.type === 'suspension') await raiseTokenVersion(tx, order.userId);
  record({
    kind: 'sanction.imposed',
    subjectId: sanctionId,
    actorId: order.adminUserId,
    payload: { userId: order.userId, type: order.type },
  });
  await recordAudit(tx, {
    adminUserId: order.adminUserId,
    action: 'user.sanction',
    targetType: 'user',
    targetIds: [order.userId],
    detail: {
      sanctionId,
      type: order.type,
      days: order.days ?? null,
      reason: order.reason,
      caseId,
    },
  });
  return sanctionId;
}

/** Tells the member their sanctions ended early (their notification). */
const liftedEvent = (userId: number, sanctionIds: number[], adminId: number): NewDomainEvent => ({
  kind: 'sanction.lifted',
  subjectId: userId,
  actorId: adminId,
  payload: { sanctionIds },
});

const dateTime = (date: Date | null) => (date === null ? null : formatSeoulDateTime(date));

/** The wire shape of a sanction (contract sanctions.ts). */
export function toSanction(row: SanctionRow): Sanction {
  return {
    sanctionId: row.sanctionId,
    userId: row.userId,
    type: row.type,
    reason: row.reason,
    createdAt: formatSeoulDateTime(row.createdAt),
    until: dateTime(row.until),
    liftedAt: dateTime(row.liftedAt),
    active: Boolean(row.active),
    caseId: row.caseId,
    appeal:
      row.appealId === null || row.appealStatus === null || row.appealCreatedAt === null
        ? null
        : {
            appealId: row.appealId,
            text: row.appealText ?? '',
            status: row.appealStatus,
            createdAt: formatSeoulDateTime(row.appealCreatedAt),
            decidedAt: dateTime(row.appealDecidedAt),
            note: row.appealNote,
          },
  };
}

/**
 * Sanctions and appeals (issue 21 item 5): the admin's sanction form and early lift, a
 * member's notice and appeal, and the admin's appeal decisions. Every change is in the audit
 * log. Whether a restricted member may make a call is decided by http/sanction-guard.ts.
 */
export function createSanctionsService(deps: Pick<ModuleDeps, 'db' | 'imageUrls' | 'events'>) {
  const { db, imageUrls, events } = deps;

  async function assertMember(userId: number): Promise<void> {
    if ((await findActiveRole(db, userId)) === null) throw notFound(SERVER_MESSAGES.userNotFound);
  }

  return {
    async impose(admin: SignedInCaller, userId: number, input: SanctionCreate): Promise<string> {
      await events.transaction((tx, record) =>
        imposeSanction(tx, record, { ...input, userId, adminUserId: admin.userId }),
      );
      return MESSAGES.sanctionImposed;
    },

    /** Lifts every active sanction of the member (none active: nothing changes, still 200). */
    async liftAll(admin: SignedInCaller, userId: number): Promise<string> {
      await assertMember(userId);
      await events.transaction(async (tx, record) => {
        const lifted = await liftActiveSanctions(tx, userId, admin.userId);
        if (lifted.length === 0) return;
        record(liftedEvent(userId, lifted, admin.userId));
        await recordAudit(tx, {
          adminUserId: admin.userId,
          action: 'user.sanction.lift',
          targetType: 'user',
          targetIds: [userId],
          detail: { sanctionIds: lifted },
        });
      });
      return MESSAGES.sanctionsLifted;
    },

    async listOf(userId: number): Promise<Sanction[]> {
      await assertMember(userId);
      return (await listSanctionsOf(db, [userId])).map(toSanction);
    },

    /** The caller's notice: the restriction in force (the guard's) and every sanction. */
    async mine(caller: SignedInCaller): Promise<MySanctions> {
      const history = (await listSanctionsOf(db, [caller.userId])).map(toSanction);
      const activeId = caller.restriction?.sanctionId;
      return {
        active: history.find((sanction) => sanction.sanctionId === activeId) ?? null,
        history,
      };
    },

    /** Once per sanction, by its member only: another member's sanction is not found. */
    async appeal(caller: SignedInCaller, sanctionId: number, text: string): Promise<string> {
      const owner = await findSanctionOwner(db, sanctionId);
      if (owner?.userId !== caller.userId) throw notFound(SERVER_MESSAGES.sanctionNotFound);
      const appealId = await insertAppeal(db, sanctionId, text);
      if (appealId === null) throw conflict(SERVER_MESSAGES.appealOnce);
      return SERVER_MESSAGES.appealReceived;
    },

    async appeals(
      query: { status: 'open' | 'closed' } & PageRequest,
    ): Promise<Paged<AdminAppealRow>> {
      const { rows, total } = await findAppealPage(db, query.status, query);
      const content = rows.map((row) => {
        const sanction = toSanction(row);
        if (sanction.appeal === null) throw new Error('appeal row without its appeal');
        return { appeal: sanction.appeal, sanction, member: toUserSummary(row, imageUrls) };
      });
      return toPage(content, total, query);
    },

    /**
     * `lift` ends the sanction now, `uphold` keeps it; both close the appeal. An appeal decided
     * already answers 409 (two administrators acting at once: the first one's decision holds).
     */
    async decide(
      admin: SignedInCaller,
      appealId: number,
      decision: AppealDecision,
    ): Promise<string> {
      await events.transaction(async (tx, record) => {
        const closed = await closeAppeal(tx, appealId, {
          status: decision.action === 'lift' ? 'lifted' : 'upheld',
          note: decision.note,
          adminUserId: admin.userId,
        });
        if (closed === null) {
          if (await appealExists(tx, appealId)) throw conflict(SERVER_MESSAGES.appealDecided);
          throw notFound(SERVER_MESSAGES.appealNotFound);
        }
        const lifted =
          decision.action === 'lift' && (await liftSanction(tx, closed.sanctionId, admin.userId));
        if (lifted) record(liftedEvent(closed.userId, [closed.sanctionId], admin.userId));
        await recordAudit(tx, {
          adminUserId: admin.userId,
          action: 'sanction.appeal.decide',
          targetType: 'user',
          targetIds: [closed.userId],
          detail: {
            appealId,
            sanctionId: closed.sanctionId,
            action: decision.action,
            lifted,
            note: decision.note,
          },
        });
      });
      return MESSAGES.decisionDone;
    },

    countOpenAppeals: () => countOpenAppeals(db),
  };
}
export type SanctionsService = ReturnType<typeof createSanctionsService>;
