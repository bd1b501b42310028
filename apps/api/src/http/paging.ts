import type { Paged } from '@daengnyang/contract/paging';

export type PageRequest = { page: number; size: number };

export const offsetOf = ({ page, size }: PageRequest) => (page - 1) * size;

/** The paged body of wire-contract §1: `page` echoes the request, `isLast = page >= totalPages`. */
export function toPage<T>(
  content: T[],
  totalElements: number,
  { page, size }: PageRequest,
): Paged<T> {
  const totalPages = Math.ceil(totalElements / size);
  return { content, totalElements, totalPages, page, size, isLast: page >= totalPages };
}
