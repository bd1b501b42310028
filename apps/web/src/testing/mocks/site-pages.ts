import type { CommunityPost } from '@daengnyang/contract/community';
import type { Food } from '@daengnyang/contract/food';
import type { Notice } from '@daengnyang/contract/notice';
import { http } from 'msw';
import { communityPost, pageOf } from './community.ts';
import { ok } from './envelope.ts';
import { foodItem, pagedOf } from './food.ts';
import { homeHandlers } from './home.ts';
import { mapHandlers } from './map.ts';
import { myPageHandlers } from './mypage.ts';
import { notice } from './notice.ts';
import { petReportHandlers } from './pet-reports.ts';
import { foundPost } from './search.ts';

/** The home page's heading: how shell tests know they landed home. */
export const HOME_HEADLINE = '반려동물과 함께하는 모든 순간, 댕냥';

/** The items the app-wide route tests open by URL. */
export const ROUTE_POST: CommunityPost = communityPost({
  communityId: 15,
  communityCategoryId: 2,
  title: '산책 친구 구해요',
});
export const ROUTE_FOOD: Food = foodItem({ foodId: 3, title: '연어 그레인프리 사료' });
export const ROUTE_NOTICE: Notice = notice({
  noticeId: 8,
  noticeCategoryId: 3,
  title: '봄맞이 사진 이벤트',
});

/**
 * Default answers for every product page, so tests of the app shell (routes, header, footer,
 * sign-in) can open any page; a feature's own tests override them with `server.use`.
 */
export const sitePageHandlers = [
  ...homeHandlers,
  ...mapHandlers,
  ...petReportHandlers,
  ...myPageHandlers(),
  http.get('/api/communities/:categoryId', () => ok(pageOf([ROUTE_POST]))),
  http.get('/api/communities/:categoryId/:communityId', () => ok(ROUTE_POST)),
  http.post('/api/communities/:categoryId/:communityId', () => ok(0)),
  http.get('/api/notice/:categoryId', () => ok(pageOf([ROUTE_NOTICE]))),
  http.get('/api/notice/:categoryId/:noticeId', () => ok(ROUTE_NOTICE)),
  http.post('/api/notice/:categoryId/:noticeId', () => ok(0)),
  http.get('/api/foods', () => ok(pagedOf([ROUTE_FOOD]))),
  http.get('/api/foods/:foodId', () => ok(ROUTE_FOOD)),
  http.get('/api/search/communities/:categoryId', () => ok(pageOf([foundPost()], { size: 5 }))),
  http.get('/api/search/foods', () => ok(pagedOf([ROUTE_FOOD], { size: 12 }))),
];
