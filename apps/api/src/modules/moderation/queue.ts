import type {
  AdminReportsQuery,
  ModerationOpenCount,
  ReportCase,
  ReportTargetType,
  TargetState,
} from '@daengnyang/contract/moderation';
import type { Paged } from '@daengnyang/contract/paging';
import type { SignedInCaller } from '../../auth/caller.ts';
import { toUserSummary } from '../../db/authors.ts';
import { MEMBER_CONTENT_KINDS } from '../../db/content-kinds.ts';
import { formatSeoulDateTime } from '../../http/dates.ts';
import { offsetOf, toPage } from '../../http/paging.ts';
import type { ModuleDeps } from '../deps.ts';
import { countOpenAppeals } from '../sanctions/repository.ts';
import { findAuthorSanctions } from './author-sanctions.ts';
import {
  type CasePageRow,
  countOpenCases,
  findCasePage,
  findCasesOfAuthors,
  findMembers,
  findReportsOfCases,
  findSnapshotImages,
  findTarget,
  findWithheldOf,
  type TargetRow,
} from './repository.ts';

/** Earlier cases shown per author. */
const HISTORY_PER_AUTHOR = 10;
const EXCERPT_LENGTH = 80;

const formatOptional = (date: Date | null) => (date ? formatSeoulDateTime(date) : null);

/** The web page that shows an item, from its live row; null once it is gone. */
const linkOf = (targetType: ReportTargetType, target: TargetRow | null) =>
  target
    ? MEMBER_CONTENT_KINDS[targetType].link({
        id: target.id,
        parentId: target.parentId,
        categoryId: target.categoryId,
      })
    : null;

/** The reads of moderation: the administrators' queue and a member's withheld items. */
export function createModerationQueue(deps: Pick<ModuleDeps, 'db' | 'imageUrls'>) {
  const { db, imageUrls } = deps;

  async function liveItems(rows: CasePageRow[]) {
    return Promise.all(rows.map((row) => findTarget(db, row.targetType, row.targetId)));
  }

  function itemState(row: CasePageRow, target: TargetRow | null): TargetState {
    if (!target) return 'deleted';
    if (row.targetState === 'temporaryMeasure') return 'temporaryMeasure';
    return target.hidden ? 'hidden' : 'visible';
  }

  return {
    /** The admin sidebar's badge: cases and sanction appeals waiting for a decision. */
    async openCount(): Promise<ModerationOpenCount> {
      const [cases, appeals] = await Promise.all([countOpenCases(db), countOpenAppeals(db)]);
      return { cases, appeals };
    },

    /** A page of cases: open or closed, urgent and heaviest first, or newest first. */
    async page(query: AdminReportsQuery): Promise<Paged<ReportCase>> {
      const { rows, total } = await findCasePage(db, {
        status: query.status,
        order: query.sort,
        offset: offsetOf(query),
        size: query.size,
      });
      const caseIds = rows.map((row) => row.id);
      const authorIds = [...new Set(rows.map((row) => row.authorId))];
      const [reports, snapshots, targets, history, sanctions] = await Promise.all([
        findReportsOfCases(db, caseIds),
        findSnapshotImages(db, caseIds),
        liveItems(rows),
        findCasesOfAuthors(db, authorIds, HISTORY_PER_AUTHOR),
        findAuthorSanctions(db, authorIds),
      ]);
      const memberIds = [
        ...new Set([
          ...authorIds,
          ...reports.map((report) => report.reporterId),
          ...rows.flatMap((row) => (row.decidedBy ? [row.decidedBy] : [])),
        ]),
      ];
      const members = new Map(
        (await findMembers(db, memberIds)).map((member) => [
          member.authorId,
          toUserSummary(member, imageUrls),
        ]),
      );
      const member = (id: number) =>
        members.get(id) ?? { userId: id, name: '', profileImgUrl: imageUrls.profile(null) };
      const content = rows.map((row, index): ReportCase => {
        const target = targets[index] ?? null;
        return {
          caseId: row.id,
          targetType: row.targetType,
          targetId: row.targetId,
          status: row.status,
          weight: row.weight,
          version: row.version,
          urgent: row.urgent,
          signals: row.signals,
          reports: reports
            .filter((report) => report.caseId === row.id)
            .map((report) => ({
              reportId: report.id,
              reason: report.reason,
              detail: report.detail,
              reporter: member(report.reporterId),
              weight: report.weight,
              status: report.status,
              createdAt: formatSeoulDateTime(report.createdAt),
            })),
          snapshot: {
            title: row.snapshotTitle,
            content: row.snapshotContent,
            images: snapshots
              .filter((image) => image.caseId === row.id)
              .map((image) => imageUrls.image(image)),
            capturedAt: formatSeoulDateTime(row.capturedAt),
          },
          item: {
            title: target?.title ?? null,
            content: target?.content ?? '',
            images: (target?.images ?? []).map((image) => imageUrls.image(image)),
            state: itemState(row, target),
            communityCategoryId:
              target && MEMBER_CONTENT_KINDS[row.targetType].communityBoard
                ? target.categoryId
                : null,
            link: linkOf(row.targetType, target),
          },
          author: member(row.authorId),
          authorHistory: {
            cases: history
              .filter((earlier) => earlier.authorId === row.authorId && earlier.caseId !== row.id)
              .slice(0, HISTORY_PER_AUTHOR)
              .map((earlier) => ({
                caseId: earlier.caseId,
                targetType: earlier.targetType,
                decision: earlier.decision,
                createdAt: formatSeoulDateTime(earlier.createdAt),
              })),
            sanctions: sanctions.get(row.authorId) ?? [],
          },
          decision:
            row.decision && row.decidedBy && row.decidedAt
              ? {
                  action: row.decision,
                  note: row.decisionNote ?? '',
                  decidedBy: member(row.decidedBy),
                  decidedAt: formatSeoulDateTime(row.decidedAt),
                }
              : null,
          temporaryMeasure:
            row.targetState === 'temporaryMeasure' && row.measureUntil
              ? {
                  until: formatSeoulDateTime(row.measureUntil),
                  objection:
                    row.objectionText && row.objectionAt
                      ? {
                          text: row.objectionText,
                          createdAt: formatSeoulDateTime(row.objectionAt),
                        }
                      : null,
                }
              : null,
          createdAt: formatSeoulDateTime(row.createdAt),
          updatedAt: formatSeoulDateTime(row.updatedAt),
        };
      });
      return toPage(content, total, query);
    },

    /** `GET /api/mypage/moderation`: the caller's items withheld now. */
    async withheldOf(caller: SignedInCaller) {
      const rows = await findWithheldOf(db, caller.userId);
      const targets = await Promise.all(
        rows.map((row) => findTarget(db, row.targetType, row.targetId)),
      );
      return rows.map((row, index) => {
        const underMeasure = row.targetState === 'temporaryMeasure';
        const text = row.snapshotTitle ?? row.snapshotContent;
        return {
          caseId: row.caseId,
          targetType: row.targetType,
          targetId: row.targetId,
          excerpt: Array.from(text).slice(0, EXCERPT_LENGTH).join(''),
          state: underMeasure ? ('temporaryMeasure' as const) : ('hidden' as const),
          since: formatSeoulDateTime(row.hiddenAt ?? new Date()),
          until: underMeasure ? formatOptional(row.measureUntil) : null,
          canObject: underMeasure && row.objectionAt === null,
          link: linkOf(row.targetType, targets[index] ?? null),
        };
      });
    },
  };
}
export type ModerationQueue = ReturnType<typeof createModerationQueue>;
