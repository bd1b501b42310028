import { NOTICE_CATEGORIES, NOTICE_EVENT_CATEGORY_ID } from '@daengnyang/contract/constants';
import type { TabItem } from '@/ui/tabs.tsx';

/** 공지사항, 매거진, 이벤트. */
export const NOTICE_TABS: readonly TabItem<number>[] = NOTICE_CATEGORIES.map(({ id, name }) => ({
  value: id,
  label: name,
}));

/** The `:category` of a notice URL as a category id, or null when no board has it. */
export function parseNoticeCategory(param: string | undefined): number | null {
  const id = Number(param);
  return NOTICE_CATEGORIES.some((category) => category.id === id) ? id : null;
}

export function noticeCategoryName(categoryId: number): string {
  return NOTICE_CATEGORIES.find(({ id }) => id === categoryId)?.name ?? '';
}

const LEADS: Record<number, string> = {
  1: '댕냥의 새로운 소식과 안내를 전해드려요.',
  2: '반려 생활에 도움이 되는 이야기를 모았어요.',
  3: '댕냥 이벤트에 참여하고 선물을 받아보세요.',
};

/** The line under a board's heading. */
export function noticeCategoryLead(categoryId: number): string {
  return LEADS[categoryId] ?? '';
}

/** Notices are rows; magazine articles and events are picture cards. */
export function showsAsRows(categoryId: number): boolean {
  return categoryId === NOTICE_CATEGORIES[0].id;
}

/** Only events take comments (with pictures). */
export function isEventCategory(categoryId: number): boolean {
  return categoryId === NOTICE_EVENT_CATEGORY_ID;
}
