import type { MyModeratedItemSchema, ReportCase } from '@daengnyang/contract/moderation';
import type { MySanctions, Sanction } from '@daengnyang/contract/sanctions';
import { http } from 'msw';
import type { z } from 'zod';
import { USER_PRINCIPAL } from './accounts.ts';
import { ok } from './envelope.ts';
import { pagedOf } from './food.ts';

/** A sanction as the API sends it: an active 7-day write ban of the test user unless told. */
export function sanction(overrides: Partial<Sanction> = {}): Sanction {
  return {
    sanctionId: 91,
    userId: USER_PRINCIPAL.user.userId,
    type: 'writeBan',
    reason: '같은 광고 글을 반복해서 올렸습니다.',
    createdAt: '2024-03-05T14:07:33+09:00',
    until: '2024-03-12T14:07:33+09:00',
    liftedAt: null,
    active: true,
    caseId: null,
    appeal: null,
    ...overrides,
  };
}

export const NO_SANCTIONS: MySanctions = { active: null, history: [] };

/** The member's sanctions, as `GET /api/sanctions/me` answers. */
export function mySanctionsHandler(mine: MySanctions = NO_SANCTIONS) {
  return http.get('/api/sanctions/me', () => ok(mine));
}

export function myModeratedItem(
  overrides: Partial<z.infer<typeof MyModeratedItemSchema>> = {},
): z.infer<typeof MyModeratedItemSchema> {
  return {
    caseId: 301,
    targetType: 'post',
    targetId: 101,
    excerpt: '산책 다녀왔어요',
    state: 'hidden',
    since: '2024-03-06T10:00:00+09:00',
    until: null,
    canObject: false,
    link: '/community/3/101',
    ...overrides,
  };
}

/** One report case as the queue lists it: a post reported by three members. */
export function reportCase(overrides: Partial<ReportCase> = {}): ReportCase {
  const reporter = (userId: number, name: string) => ({
    userId,
    name,
    profileImgUrl: 'http://localhost/static/default-profile.png',
  });
  return {
    caseId: 301,
    targetType: 'post',
    targetId: 101,
    status: 'open',
    weight: 3.5,
    version: 4,
    urgent: false,
    signals: [],
    reports: [
      {
        reportId: 1,
        reason: 'spam',
        detail: null,
        reporter: reporter(31, '보리엄마'),
        weight: 1,
        status: 'open',
        createdAt: '2024-03-06T09:00:00+09:00',
      },
      {
        reportId: 2,
        reason: 'scam',
        detail: '계좌로 책임비를 보내라고 합니다.',
        reporter: reporter(32, '콩이아빠'),
        weight: 1.5,
        status: 'open',
        createdAt: '2024-03-06T09:10:00+09:00',
      },
      {
        reportId: 3,
        reason: 'spam',
        detail: null,
        reporter: reporter(33, '나비집사'),
        weight: 1,
        status: 'open',
        createdAt: '2024-03-06T09:20:00+09:00',
      },
    ],
    snapshot: {
      title: '무료 분양합니다',
      content: '책임비 10만원 입금하시면 보내드려요.',
      images: [],
      capturedAt: '2024-03-06T09:00:00+09:00',
    },
    item: {
      title: '무료 분양합니다 (수정됨)',
      content: '연락 주세요.',
      images: [],
      state: 'hidden',
      communityCategoryId: 3,
      link: '/community/3/101',
    },
    author: { userId: 20, name: '두부네', profileImgUrl: 'http://localhost/uploads/dubu.webp' },
    authorHistory: {
      cases: [
        {
          caseId: 120,
          targetType: 'comment',
          decision: 'hide',
          createdAt: '2024-02-01T10:00:00+09:00',
        },
      ],
      sanctions: [
        sanction({ sanctionId: 12, userId: 20, type: 'warning', until: null, active: false }),
      ],
    },
    decision: null,
    temporaryMeasure: null,
    createdAt: '2024-03-06T09:00:00+09:00',
    updatedAt: '2024-03-06T09:20:00+09:00',
    ...overrides,
  };
}

/** Default answers: nobody is sanctioned, nothing is withheld or blocked, the queue is empty. */
export const safetyHandlers = [
  mySanctionsHandler(),
  http.get('/api/mypage/moderation', () => ok([])),
  http.get('/api/mypage/blocks', () => ok(pagedOf([], { size: 10 }))),
  http.get('/api/admin/moderation/open-count', () => ok({ cases: 0, appeals: 0 })),
];
