import {
  COMMUNITY_FOSTER_CATEGORY_ID,
  COMMUNITY_MISSING_CATEGORY_ID,
} from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import {
  type BulkDecisionCreate,
  type CaseDecisionCreate,
  type DecisionAction,
  REPORT_REASONS_HIDING_URGENT_CATEGORIES,
  type ReportCreate,
  type ReportTargetType,
} from '@daengnyang/contract/moderation';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { SignedInCaller } from '../../auth/caller.ts';
import type { ModerationSettings } from '../../config.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Transaction } from '../../db/client.ts';
import { MEMBER_CONTENT_KINDS } from '../../db/content-kinds.ts';
import type { RecordEvent } from '../../events/domain-events.ts';
import type { NewDomainEvent } from '../../events/kinds.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { releaseImageFiles } from '../../images/release.ts';
import type { ImageFile } from '../../images/urls.ts';
import { auditCommentDelete, auditPostDelete } from '../community/audit.ts';
import type { CommunityService } from '../community/service.ts';
import type { ModuleDeps } from '../deps.ts';
import { removeReview } from '../food/review-removal.ts';
import { removeNoticeComment } from '../notice/comment-removal.ts';
import { imposeSanction } from '../sanctions/service.ts';
import { asksForMoney } from './money-words.ts';
import {
  addSignals,
  type CaseRef,
  closeCase,
  countPostsSince,
  findOpenReports,
  findReporterRecord,
  findTarget,
  hasDueMeasures,
  hasOpenReportFor,
  insertCase,
  insertReport,
  lockCase,
  lockCaseOfTarget,
  recordObjection,
  releaseDueMeasures,
  reopenCase,
  setCaseWeight,
  setTargetHidden,
  setTargetState,
  settleReports,
  type TargetRow,
} from './repository.ts';
import { reachesHiding, reporterWeight } from './weights.ts';

const DAY_MS = 86_400_000;

type Signal = 'moneyWords' | 'manyAdoptionOffers';

const URGENT_CATEGORIES: readonly number[] = [
  COMMUNITY_MISSING_CATEGORY_ID,
  COMMUNITY_FOSTER_CATEGORY_ID,
];

/** Categories 6 and 7: listed first, and only scam and animal-sale reports hide there. */
const isUrgent = (targetType: ReportTargetType, target: TargetRow) =>
  MEMBER_CONTENT_KINDS[targetType].communityBoard &&
  target.categoryId !== null &&
  URGENT_CATEGORIES.includes(target.categoryId);

/** The event that tells caches an item was withheld or shown again. */
function visibilityEvent(
  targetType: ReportTargetType,
  target: TargetRow,
  hidden: boolean,
  actorId: number | null,
): NewDomainEvent {
  const subjectId = target.id;
  const parentId = target.parentId ?? 0;
  switch (targetType) {
    case 'post':
      return {
        kind: hidden ? 'post.hidden' : 'post.restored',
        subjectId,
        actorId,
        payload: { categoryId: target.categoryId ?? 0 },
      };
    case 'comment':
      return {
        kind: hidden ? 'comment.hidden' : 'comment.restored',
        subjectId,
        actorId,
        payload: { postId: parentId },
      };
    case 'review':
      return {
        kind: hidden ? 'review.hidden' : 'review.restored',
        subjectId,
        actorId,
        payload: { foodId: parentId },
      };
    case 'noticeComment':
      return {
        kind: hidden ? 'notice-comment.hidden' : 'notice-comment.restored',
        subjectId,
        actorId,
        payload: { noticeId: parentId },
      };
  }
}

/** The start of an item's text where it has no title: what a notification calls it. */
const NAME_LENGTH = 40;

/** Tells the item's author and its reporters what was decided (their notifications). */
function decisionEvent(
  found: NonNullable<CaseRef>,
  target: TargetRow | null,
  action: DecisionAction,
  reporterIds: number[],
  adminId: number,
): NewDomainEvent {
  return {
    kind: 'moderation.decided',
    subjectId: found.id,
    actorId: adminId,
    payload: {
      targetType: found.targetType,
      targetId: found.targetId,
      authorId: found.authorId,
      action,
      restored: action === 'dismiss' && target?.hidden === true,
      reporterIds,
      parentId: target?.parentId ?? null,
      categoryId: target?.categoryId ?? null,
      title: target ? (target.title ?? target.content.slice(0, NAME_LENGTH)) : '',
    },
  };
}

export type DecisionInput = Pick<
  CaseDecisionCreate,
  'action' | 'version' | 'note' | 'days' | 'sanction'
>;

export function createModerationService(
  deps: ModuleDeps & { settings: ModerationSettings; community: CommunityService },
) {
  const { db, events, storage, settings, community } = deps;
  let lastReleaseAt = 0;
  let releasing: Promise<void> | null = null;

  /** Withholds or shows an item and tells the caches. */
  async function setHidden(
    tx: Transaction,
    record: RecordEvent,
    targetType: ReportTargetType,
    target: TargetRow,
    hidden: boolean,
    actorId: number | null,
  ): Promise<void> {
    if (target.hidden === hidden) return;
    await setTargetHidden(tx, targetType, target.id, hidden);
    record(visibilityEvent(targetType, target, hidden, actorId));
  }

  /**
   * 임시조치 end by themselves (no job): the next read (plugin.ts hook) or moderation write
   * after the end shows the items whose measure passed.
   */
  async function releaseDue(force = false): Promise<void> {
    const now = Date.now();
    if (!force && now - lastReleaseAt < settings.releaseCheckMs) return;
    // Concurrent requests share one look instead of each starting its own.
    if (releasing) return releasing;
    lastReleaseAt = now;
    releasing = (async () => {
      // Usually none is due: one read of a small partial index, no transaction.
      if (!(await hasDueMeasures(db))) return;
      await events.transaction(async (tx, record) => {
        for (const released of await releaseDueMeasures(tx)) {
          const target = await findTarget(tx, released.targetType, released.targetId);
          if (target) await setHidden(tx, record, released.targetType, target, false, null);
        }
      });
    })().finally(() => {
      releasing = null;
    });
    return releasing;
  }

  /** Opens the case of an item (with its snapshot), or locks the one it has. */
  async function caseFor(
    tx: Transaction,
    targetType: ReportTargetType,
    target: TargetRow,
    signals: Signal[],
  ): Promise<NonNullable<CaseRef>> {
    const existing = await lockCaseOfTarget(tx, targetType, target.id);
    if (existing) return existing;
    await insertCase(
      tx,
      {
        targetType,
        targetId: target.id,
        authorId: target.authorId,
        urgent: isUrgent(targetType, target),
        signals,
        snapshotTitle: target.title,
        snapshotContent: target.content,
      },
      target.images,
    );
    const opened = await lockCaseOfTarget(tx, targetType, target.id);
    if (!opened) throw new Error('moderation case vanished after insert');
    return opened;
  }

  /** Checks a decision against the case as the administrator saw it. */
  function assertDecidable(found: CaseRef, version: number): asserts found is NonNullable<CaseRef> {
    if (!found) throw notFound(SERVER_MESSAGES.caseNotFound);
    if (found.status === 'closed') throw conflict(SERVER_MESSAGES.caseClosed);
    if (found.version !== version) throw conflict(MESSAGES.caseStale);
  }

  /**
   * Everything a decision changes but the deletion itself, in the caller's transaction: the
   * reports settled, the item withheld or shown, the case closed, the audit entry. `deleted`:
   * the item as it was before a deletion decision removed it.
   */
  async function settle(
    tx: Transaction,
    record: RecordEvent,
    admin: SignedInCaller,
    caseId: number,
    input: DecisionInput,
    deleted: TargetRow | null = null,
  ): Promise<void> {
    const found = await lockCase(tx, caseId);
    assertDecidable(found, input.version);
    const { targetType, targetId } = found;
    const target = await findTarget(tx, targetType, targetId);
    let reports: Array<{ id: number; reporterId: number }> = [];
    const action: DecisionAction = input.action;
    if (action === 'dismiss') {
      reports = await settleReports(tx, caseId, 'dismissed');
      if (target) await setHidden(tx, record, targetType, target, false, admin.userId);
      await setTargetState(tx, caseId, {
        targetState: target ? 'visible' : 'deleted',
        measureUntil: null,
      });
    } else if (action === 'hide') {
      reports = await settleReports(tx, caseId, 'upheld');
      if (target) await setHidden(tx, record, targetType, target, true, admin.userId);
      await setTargetState(tx, caseId, {
        targetState: target ? 'hidden' : 'deleted',
        measureUntil: null,
      });
    } else if (action === 'temporaryMeasure') {
      if (!(await hasOpenReportFor(tx, caseId, 'rightsInfringement'))) {
        throw badRequest(SERVER_MESSAGES.temporaryMeasureNeedsRightsReport);
      }
      if (!target) throw notFound(SERVER_MESSAGES.reportTargetNotFound);
      await setHidden(tx, record, targetType, target, true, admin.userId);
      const days = input.days ?? 30;
      await setTargetState(tx, caseId, {
        targetState: 'temporaryMeasure',
        measureUntil: new Date(Date.now() + days * DAY_MS),
      });
    } else {
      reports = await settleReports(tx, caseId, 'upheld');
      await setTargetState(tx, caseId, { targetState: 'deleted', measureUntil: null });
    }
    await closeCase(tx, caseId, { action, note: input.note, decidedBy: admin.userId });
    const reportIds = reports.map((report) => report.id);
    const reporterIds = reports.map((report) => report.reporterId);
    record(decisionEvent(found, target ?? deleted, action, reporterIds, admin.userId));
    await recordAudit(tx, {
      adminUserId: admin.userId,
      action: `moderation.${action}`,
      targetType: MEMBER_CONTENT_KINDS[targetType].audit.targetType,
      targetIds: [targetId],
      detail: { caseId, reportIds, note: input.note, ...(input.days ? { days: input.days } : {}) },
    });
    // The author's sanction is part of the decision: both happen, or neither.
    if (input.sanction) {
      await imposeSanction(tx, record, {
        ...input.sanction,
        userId: found.authorId,
        adminUserId: admin.userId,
        caseId,
      });
    }
  }

  /** A deletion decision: the item goes through its own module, in one transaction with the case. */
  async function decideDelete(admin: SignedInCaller, caseId: number, input: DecisionInput) {
    const found = await lockCase(db, caseId);
    assertDecidable(found, input.version);
    const { targetType, targetId } = found;
    const before = await findTarget(db, targetType, targetId);
    const settleIn = (tx: Transaction, record: RecordEvent) =>
      settle(tx, record, admin, caseId, input, before);
    if (targetType === 'post' || targetType === 'comment') {
      let settled = false;
      const audit = targetType === 'post' ? auditPostDelete : auditCommentDelete;
      const inTransaction = async (tx: Transaction, deletedIds: number[], record: RecordEvent) => {
        await audit(admin.userId)(tx, deletedIds, record);
        await settleIn(tx, record);
        settled = true;
      };
      if (targetType === 'post') await community.deletePosts(admin, [targetId], inTransaction);
      else await community.deleteComment(admin, targetId, inTransaction);
      // The author deleted it meanwhile: the case still closes.
      if (!settled) await events.transaction((tx, record) => settleIn(tx, record));
      return;
    }
    const files = await events.transaction(async (tx, record) => {
      const removal = { actorId: admin.userId, moderated: true };
      const removed: ImageFile[] | null =
        targetType === 'review'
          ? await removeReview(tx, record, { reviewId: targetId, ...removal })
          : await removeNoticeComment(tx, record, { commentId: targetId, ...removal });
      await settle(tx, record, admin, caseId, input, before);
      return removed ?? [];
    });
    await releaseImageFiles(db, storage, files);
  }

  async function decide(admin: SignedInCaller, caseId: number, input: DecisionInput) {
    await releaseDue(true);
    if (input.action === 'delete') {
      await decideDelete(admin, caseId, input);
      return;
    }
    await events.transaction((tx, record) => settle(tx, record, admin, caseId, input));
  }

  /** The signals a stored post gives by itself (item 7): money words, many adoption offers. */
  async function postSignals(target: TargetRow): Promise<Signal[]> {
    if (target.categoryId !== COMMUNITY_FOSTER_CATEGORY_ID) return [];
    const signals: Signal[] = [];
    if (asksForMoney(target.title ?? '', target.content)) signals.push('moneyWords');
    const since = new Date(Date.now() - DAY_MS);
    const offers = await countPostsSince(db, target.authorId, COMMUNITY_FOSTER_CATEGORY_ID, since);
    if (offers >= settings.adoptionOffersPerDaySignal) signals.push('manyAdoptionOffers');
    return signals;
  }

  return {
    releaseDue,

    /** `POST /api/reports`: one open report per member and item; may hide the item. */
    async report(caller: SignedInCaller, input: ReportCreate): Promise<number> {
      await releaseDue();
      const { targetType, targetId } = input;
      const target = await findTarget(db, targetType, targetId);
      if (!target) throw notFound(SERVER_MESSAGES.reportTargetNotFound);
      if (target.authorId === caller.userId) throw badRequest(SERVER_MESSAGES.reportOwnItem);
      const reporter = await findReporterRecord(db, caller.userId);
      if (!reporter) throw notFound(SERVER_MESSAGES.reportTargetNotFound);
      const weight = reporterWeight(reporter, settings, new Date());
      const urgent = isUrgent(targetType, target);
      return events.transaction(async (tx, record) => {
        const found = await caseFor(tx, targetType, target, []);
        if (found.status === 'closed') await reopenCase(tx, found.id);
        const reportId = await insertReport(tx, {
          caseId: found.id,
          reporterId: caller.userId,
          reason: input.reason,
          detail: input.detail ?? null,
          weight,
        });
        if (reportId === null) throw conflict(SERVER_MESSAGES.reportDuplicate);
        const open = await findOpenReports(tx, found.id);
        await setCaseWeight(
          tx,
          found.id,
          open.reduce((sum, report) => sum + report.weight, 0),
        );
        const hides =
          found.targetState === 'visible' &&
          !target.authorIsAdmin &&
          reachesHiding(
            open,
            (report) => !urgent || REPORT_REASONS_HIDING_URGENT_CATEGORIES.includes(report.reason),
            settings.hideThreshold,
          );
        if (hides) {
          await setHidden(tx, record, targetType, target, true, null);
          await setTargetState(tx, found.id, { targetState: 'hidden' });
        }
        return reportId;
      });
    },

    decide,

    /** One action on several cases, each at its version; one failing does not stop the others. */
    async decideMany(admin: SignedInCaller, input: BulkDecisionCreate) {
      const results: Array<{ caseId: number; decided: boolean; message: string | null }> = [];
      for (const { caseId, version } of input.cases) {
        try {
          await decide(admin, caseId, { action: input.action, version, note: input.note });
          results.push({ caseId, decided: true, message: null });
        } catch (error) {
          if (!(error instanceof HttpError) || error.status >= 500) throw error;
          results.push({ caseId, decided: false, message: error.message });
        }
      }
      return results;
    },

    /** The author objects once to a 임시조치; the case opens again for an administrator. */
    async object(caller: SignedInCaller, caseId: number, text: string): Promise<void> {
      await releaseDue(true);
      await events.transaction(async (tx) => {
        const found = await lockCase(tx, caseId);
        if (!found || found.authorId !== caller.userId) {
          throw forbidden(SERVER_MESSAGES.objectionNotAllowed);
        }
        if (found.objectionAt !== null) throw conflict(SERVER_MESSAGES.objectionOnce);
        if (found.targetState !== 'temporaryMeasure') {
          throw forbidden(SERVER_MESSAGES.objectionNotAllowed);
        }
        await recordObjection(tx, caseId, text);
        await reopenCase(tx, caseId);
      });
    },

    /**
     * Opens a case (not hidden) when a stored post in 임보·입양 asks for money or is one of
     * too many adoption offers in a day. A function of the stored row, so an edit can call it.
     */
    async checkPostSignals(postId: number): Promise<void> {
      const target = await findTarget(db, 'post', postId);
      if (!target || target.authorIsAdmin) return;
      const signals = await postSignals(target);
      if (signals.length === 0) return;
      await events.transaction(async (tx) => {
        const found = await caseFor(tx, 'post', target, signals);
        await addSignals(tx, found.id, signals);
        if (found.status === 'closed') await reopenCase(tx, found.id);
      });
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
