import type { AuditRow } from '@daengnyang/contract/admin-audit';
import type { AdminCommunityRow } from '@daengnyang/contract/admin-community';
import type { AdminFoodRow } from '@daengnyang/contract/admin-food';
import type { AdminNoticeRow } from '@daengnyang/contract/admin-notice';
import type { AdminUserRow } from '@daengnyang/contract/admin-users';
import type { Paged } from '@daengnyang/contract/paging';
import { http } from 'msw';
import { ok } from './envelope.ts';

/** Admin rows as the API sends them, keys in the contract's order; tests override what they read. */
export function adminUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    userId: 21,
    name: '보리아빠',
    email: 'bori.papa@example.net',
    profileImgPath: 'http://localhost/static/default-profile.svg',
    provider: 'naver',
    providerId: 'naver-2',
    role: 'ROLE_USER',
    ...overrides,
  };
}

export function adminCommunityRow(overrides: Partial<AdminCommunityRow> = {}): AdminCommunityRow {
  return {
    communityId: 67,
    communityCategoryName: '강아지',
    name: '두부네',
    title: '웰시코기 털 빠짐 관리 꿀팁',
    content: '털갈이 시즌엔 하루에 두 번 죽은 털을 빗어주고 있어요.',
    createdAt: '2024-03-05T14:07:33+09:00',
    ...overrides,
  };
}

export function adminFoodRow(overrides: Partial<AdminFoodRow> = {}): AdminFoodRow {
  return {
    foodId: 42,
    foodCategoryName: '사료',
    name: '댕냥 운영팀',
    title: '동결건조 토핑 믹스 사료 1.8kg',
    content: '건사료에 동결건조 닭고기 큐브를 섞은 믹스 사료입니다.',
    foodAddress: 'https://shop.example.com/products/91697',
    price: 49900,
    createdAt: '2024-03-05T14:07:33+09:00',
    imgUrls: ['http://localhost/uploads/food-42-1.webp', 'http://localhost/uploads/food-42-2.webp'],
    ...overrides,
  };
}

export function adminNoticeRow(overrides: Partial<AdminNoticeRow> = {}): AdminNoticeRow {
  return {
    noticeId: 18,
    noticeCategoryName: '이벤트',
    name: '댕냥 운영팀',
    title: '봄맞이 사진 공모전',
    content: '우리 아이의 봄 사진을 댓글로 올려주세요.',
    imgUrls: [],
    createdAt: '2024-03-05T14:07:33+09:00',
    ...overrides,
  };
}

export function auditRow(overrides: Partial<AuditRow> = {}): AuditRow {
  return {
    auditId: 1,
    adminUserId: 1,
    adminName: '댕냥관리자',
    action: 'community.delete',
    targetType: 'community_post',
    targetIds: [67, 66],
    detail: null,
    createdAt: '2024-03-05T14:07:33+09:00',
    ...overrides,
  };
}

/** A page of an admin list (10 rows a page unless told). */
export function adminPage<Row>(
  content: Row[],
  { page = 1, size = 10, totalElements = content.length } = {},
): Paged<Row> {
  const totalPages = Math.ceil(totalElements / size);
  return { content, totalElements, totalPages, page, size, isLast: page >= totalPages };
}

/** One row per admin list, so any admin screen renders; tests replace them with server.use. */
export const adminHandlers = [
  http.get('/api/admin/users', () => ok(adminPage([adminUserRow()]))),
  http.get('/api/admin/communities', () => ok(adminPage([adminCommunityRow()]))),
  http.get('/api/admin/foods', () => ok(adminPage([adminFoodRow()]))),
  http.get('/api/admin/notice', () => ok(adminPage([adminNoticeRow()]))),
  http.get('/api/admin/audit', () => ok(adminPage([auditRow()]))),
];

/**
 * The fields of a multipart body read as text (undici's formData() refuses the File parts that
 * jsdom's XHR produces): each name with its values. jsdom sends file parts without their name
 * or bytes, so for files only their number tells anything.
 */
export function multipartFields(body: string): Map<string, string[]> {
  const boundary = body.slice(0, body.indexOf('\r\n'));
  const fields = new Map<string, string[]>();
  for (const part of body.split(boundary).slice(1, -1)) {
    const [head = '', ...content] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const value = content.join('\r\n\r\n').replace(/\r\n$/, '');
    fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  return fields;
}
