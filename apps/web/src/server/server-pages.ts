import { MAP_CATEGORIES, MAP_DEFAULTS, MAP_PET_REPORTS_TAB } from '@daengnyang/contract/constants';
import { shareCardPaths } from '@daengnyang/contract/share-cards';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { getPetReportsQueryOptions } from '@/api/get-pet-reports.ts';
import { getSiteConfigQueryOptions } from '@/api/get-site-config.ts';
import { paths } from '@/config/paths.ts';
import { getCommunityListQueryOptions } from '@/features/community/api/get-community-list.ts';
import { getCommunityPostQueryOptions } from '@/features/community/api/get-community-post.ts';
import { getShelterAnimalsQueryOptions } from '@/features/community/api/get-shelter-animals.ts';
import {
  communityListSearch,
  parseCommunityCategory,
  parseCommunitySort,
} from '@/features/community/community-category.ts';
import { preloadPetReportParts } from '@/features/community/pet-report/pet-report-parts.ts';
import {
  offersShelterNotices,
  type PetReportCategory,
  petReportBoardView,
  petReportCategoryOf,
  petReportFilterSearch,
  petReportListParams,
  shelterViewSearch,
} from '@/features/community/pet-report-filter.ts';
import { getFoodQueryOptions } from '@/features/food/api/get-food.ts';
import { getFoodListQueryOptions } from '@/features/food/api/get-food-list.ts';
import { parseFoodSort } from '@/features/food/food-sorts.ts';
import { getBestCommunityQueryOptions } from '@/features/home/api/get-best-community.ts';
import { getBestFoodQueryOptions } from '@/features/home/api/get-best-food.ts';
import { getPlacesQueryOptions } from '@/features/map/api/get-places.ts';
import { LazyPetReportExplorer } from '@/features/map/components/lazy-pet-report-explorer.ts';
import { mapPetReportParams } from '@/features/map/pet-report-tab.ts';
import { getNoticeQueryOptions } from '@/features/notice/api/get-notice.ts';
import { getNoticeListQueryOptions } from '@/features/notice/api/get-notice-list.ts';
import {
  noticeCategoryLead,
  noticeCategoryName,
  parseNoticeCategory,
} from '@/features/notice/notice-category.ts';
import { getCommunitySearchQueryOptions } from '@/features/search/api/search-communities.ts';
import { getFoodSearchQueryOptions } from '@/features/search/api/search-foods.ts';
import { parseSearchState, searchStateParams } from '@/features/search/search-state.ts';
import { parseId, parsePage } from '@/lib/url-numbers.ts';
import { excerpt, type PageHead, siteHead, siteUrl } from './page-head.ts';
import { article, discussionForumPosting, product } from './structured-data.ts';

/** A public page's URL, as the router matched it. */
export type PageRequest = {
  params: Params;
  search: URLSearchParams;
  queryClient: QueryClient;
  publicUrl: string;
};

/** What the server renders for a URL: the page, the not-found page, or another address. */
export type PageOutcome = { head: PageHead } | { redirect: string } | { notFound: true };

/**
 * A public page on the server: fetches what the page shows with the same query options as its
 * hooks (so the browser finds every answer under the key it asks for, and fetches nothing
 * again), and says what the page's `<head>` tells crawlers and link previews. A failed fetch
 * throws its ApiError: a 404 is the not-found page, anything else the error page.
 */
export type ServerPage = (request: PageRequest) => Promise<PageOutcome>;

const NOT_FOUND = { notFound: true } as const;

/** Where a post, notice or food is shared from, and what JSON-LD says of it at its addresses. */
function itemHead(
  publicUrl: string,
  item: {
    title: string;
    text: string;
    path: string;
    type: 'article' | 'product';
    imagePath: string;
    structuredData: (urls: { url: string; image: string }) => Record<string, unknown>;
  },
): { head: PageHead } {
  const urls = { url: siteUrl(publicUrl, item.path), image: siteUrl(publicUrl, item.imagePath) };
  return {
    head: {
      title: item.title,
      description: excerpt(item.text),
      path: item.path,
      type: item.type,
      imagePath: item.imagePath,
      structuredData: item.structuredData(urls),
    },
  };
}

/** A list's path with the query that changes what it shows (not tracking parameters). */
const withSearch = (path: string, search: string) => (search === '' ? path : `${path}?${search}`);

/** A query string leaving out the values the page takes when they are missing. */
function nonDefaultSearch(values: Record<string, string>, defaults: Record<string, string>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== defaults[name]) search.set(name, value);
  }
  return search.toString();
}

const LEGAL_DESCRIPTIONS = {
  terms: '댕냥 이용약관: 서비스, 회원과 계정, 게시물과 이용 규칙을 안내합니다.',
  privacy: '댕냥 개인정보처리방침: 어떤 정보를 왜 모으고 어떻게 지키는지 안내합니다.',
  contact: '댕냥 고객문의: 서비스 이용, 제휴, 신고에 관한 문의를 받습니다.',
};

/**
 * The site settings a detail page's 공유 button reads (whether KakaoTalk is offered): rendered
 * with the page so that hydration needs no second fetch.
 */
const fetchShareSettings = (queryClient: QueryClient) =>
  queryClient.fetchQuery(getSiteConfigQueryOptions());

const home: ServerPage = async ({ queryClient }) => {
  await Promise.all([
    queryClient.fetchQuery(getBestCommunityQueryOptions()),
    queryClient.fetchQuery(getBestFoodQueryOptions()),
  ]);
  return { head: siteHead({ title: '댕냥', path: paths.home.getHref() }) };
};

/**
 * What a board of 실종·목격 or 임보·입양 shows (issue 23), fetched as its components ask: the
 * site config (read by both boards: whether 임보·입양 offers shelter notices), then the shelter notices, the filtered
 * reports (a distance measured from the default centre, as in the browser until it knows where
 * the reader is) or nothing more (the ordinary list). Answers the page's query string, or null
 * for the ordinary list.
 */
async function fetchPetReportBoard(
  queryClient: QueryClient,
  category: PetReportCategory,
  search: URLSearchParams,
  page: number,
): Promise<string | null> {
  const siteConfig = await queryClient.fetchQuery(getSiteConfigQueryOptions());
  const shown = petReportBoardView(category, search, offersShelterNotices(category, siteConfig));
  if (shown.view === 'posts') return null;
  if (shown.view === 'shelter') {
    await queryClient.fetchQuery(getShelterAnimalsQueryOptions(page));
    return shelterViewSearch(page);
  }
  await queryClient.fetchQuery(
    getPetReportsQueryOptions(petReportListParams(category, shown.filter, page)),
  );
  return petReportFilterSearch(shown.filter, page);
}

const communityList: ServerPage = async ({ params, search, queryClient }) => {
  const categoryId = parseCommunityCategory(params.category);
  if (categoryId === null) return NOT_FOUND;
  const sort = parseCommunitySort(search.get('sort'));
  const page = parsePage(search.get('page'));
  const reportCategory = petReportCategoryOf(categoryId);
  const boardSearch =
    reportCategory === null
      ? null
      : await fetchPetReportBoard(queryClient, reportCategory, search, page);
  if (boardSearch === null) {
    await queryClient.fetchQuery(getCommunityListQueryOptions({ categoryId, sort, page }));
  }
  return {
    head: siteHead({
      title: '커뮤니티',
      path: withSearch(
        paths.community.getHref(categoryId),
        boardSearch ?? communityListSearch(sort, page),
      ),
      description: '반려인들과 일상, 고민, 정보를 나눠보세요.',
    }),
  };
};

const communityPost: ServerPage = async ({ params, queryClient, publicUrl }) => {
  const categoryId = parseCommunityCategory(params.category);
  const communityId = parseId(params.communityId);
  if (categoryId === null || communityId === null) return NOT_FOUND;
  const [post] = await Promise.all([
    queryClient.fetchQuery(getCommunityPostQueryOptions({ categoryId, communityId })),
    fetchShareSettings(queryClient),
  ]);
  // Issue 23: the report's card and matches are lazy parts; the page's HTML has them.
  if (post.petReport !== undefined) await preloadPetReportParts();
  return itemHead(publicUrl, {
    title: post.title,
    text: post.content,
    path: paths.communityDetail.getHref(post.communityCategoryId, post.communityId),
    type: 'article',
    imagePath: shareCardPaths.community(post),
    structuredData: (urls) => discussionForumPosting(post, urls),
  });
};

const foodList: ServerPage = async ({ search, queryClient }) => {
  const sort = parseFoodSort(search.get('sort'));
  const page = parsePage(search.get('page'));
  await queryClient.fetchQuery(getFoodListQueryOptions({ sort, page }));
  const query = nonDefaultSearch({ sort, page: String(page) }, { sort: 'rank', page: '1' });
  return {
    head: siteHead({
      title: '먹거리',
      path: withSearch(paths.food.getHref(), query),
      description: '우리 아이에게 꼭 맞는 사료와 간식을 찾아보세요.',
    }),
  };
};

const foodDetail: ServerPage = async ({ params, queryClient, publicUrl }) => {
  const foodId = parseId(params.foodId);
  if (foodId === null) return NOT_FOUND;
  const [food] = await Promise.all([
    queryClient.fetchQuery(getFoodQueryOptions(foodId)),
    fetchShareSettings(queryClient),
  ]);
  return itemHead(publicUrl, {
    title: food.title,
    text: food.content,
    path: paths.foodDetail.getHref(food.foodId),
    type: 'product',
    imagePath: shareCardPaths.food(food),
    structuredData: (urls) => product(food, urls),
  });
};

const noticeList: ServerPage = async ({ params, search, queryClient }) => {
  const categoryId = parseNoticeCategory(params.category);
  if (categoryId === null) return NOT_FOUND;
  const page = parsePage(search.get('page'));
  await queryClient.fetchQuery(getNoticeListQueryOptions({ categoryId, page }));
  return {
    head: siteHead({
      title: noticeCategoryName(categoryId),
      path: withSearch(paths.notice.getHref(categoryId), page > 1 ? `page=${page}` : ''),
      description: noticeCategoryLead(categoryId),
    }),
  };
};

const noticeDetail: ServerPage = async ({ params, queryClient, publicUrl }) => {
  const categoryId = parseNoticeCategory(params.category);
  const noticeId = parseId(params.noticeId);
  if (categoryId === null || noticeId === null) return NOT_FOUND;
  const [notice] = await Promise.all([
    queryClient.fetchQuery(getNoticeQueryOptions({ categoryId, noticeId })),
    fetchShareSettings(queryClient),
  ]);
  return itemHead(publicUrl, {
    title: notice.title,
    text: notice.content,
    path: paths.noticeDetail.getHref(notice.noticeCategoryId, notice.noticeId),
    type: 'article',
    imagePath: shareCardPaths.notice(notice),
    structuredData: (urls) => article(notice, urls),
  });
};

const search: ServerPage = async ({ search: query }) => {
  // The home search box sends /search?q=…; a search has one address, /search/{word}.
  const asked = query.get('q')?.trim() ?? '';
  if (asked !== '') return { redirect: paths.searchWord.getHref(asked) };
  return { head: siteHead({ title: '검색', path: paths.search.getHref() }) };
};

const searchResults: ServerPage = async ({ params, search: query, queryClient }) => {
  const word = params.searchword?.trim() ?? '';
  if (word === '') return { head: siteHead({ title: '검색', path: paths.search.getHref() }) };
  const state = parseSearchState(query);
  await Promise.all([
    queryClient.fetchQuery(
      getCommunitySearchQueryOptions({
        searchText: word,
        categoryId: state.categoryId,
        page: state.tab === 'community' ? state.page : 1,
      }),
    ),
    queryClient.fetchQuery(
      getFoodSearchQueryOptions({ searchText: word, page: state.tab === 'food' ? state.page : 1 }),
    ),
  ]);
  const defaults = Object.fromEntries(searchStateParams(parseSearchState(new URLSearchParams())));
  const shown = nonDefaultSearch(Object.fromEntries(searchStateParams(state)), defaults);
  return {
    head: siteHead({
      title: `'${word}' 검색 결과`,
      path: withSearch(paths.searchWord.getHref(word), shown),
      description: `댕냥에서 '${word}'에 대해 나눈 이야기와 먹거리`,
    }),
  };
};

const map: ServerPage = async ({ params, queryClient }) => {
  const categoryId = Number(params.category);
  const petReports = categoryId === MAP_PET_REPORTS_TAB.id;
  if (!petReports && !MAP_CATEGORIES.some((category) => category.id === categoryId)) {
    return { redirect: paths.map.getHref(MAP_CATEGORIES[0].id) };
  }
  // The browser asks where the reader is only once the page is open: until then the page
  // shows the places (or the 실종·목격 tab's reports, whose code the server loads first)
  // around the default centre, which the server renders too.
  await Promise.all([
    queryClient.fetchQuery(getSiteConfigQueryOptions()),
    petReports
      ? Promise.all([
          LazyPetReportExplorer.preload(),
          queryClient.fetchQuery(
            getPetReportsQueryOptions(mapPetReportParams(MAP_DEFAULTS.centre)),
          ),
        ])
      : queryClient.fetchQuery(getPlacesQueryOptions({ categoryId, centre: MAP_DEFAULTS.centre })),
  ]);
  return {
    head: siteHead({
      title: '지도',
      path: paths.map.getHref(categoryId),
      description: '우리 동네 동물병원, 반려동물 카페, 보호소를 한눈에 찾아보세요.',
    }),
  };
};

const legal =
  (page: 'terms' | 'privacy' | 'contact', title: string): ServerPage =>
  async () => ({
    head: siteHead({ title, path: paths[page].getHref(), description: LEGAL_DESCRIPTIONS[page] }),
  });

/**
 * The pages the server renders, by route pattern. Every other route of the app (my page, the
 * write page, sign-in, admin) is the browser's to render: the server sends the shell.
 */
export const SERVER_PAGES: Readonly<Record<string, ServerPage>> = {
  [paths.home.path]: home,
  [paths.community.path]: communityList,
  [paths.communityDetail.path]: communityPost,
  [paths.food.path]: foodList,
  [paths.foodDetail.path]: foodDetail,
  [paths.notice.path]: noticeList,
  [paths.noticeDetail.path]: noticeDetail,
  [paths.search.path]: search,
  [paths.searchWord.path]: searchResults,
  [paths.map.path]: map,
  [paths.terms.path]: legal('terms', '이용약관'),
  [paths.privacy.path]: legal('privacy', '개인정보처리방침'),
  [paths.contact.path]: legal('contact', '고객문의'),
};
