/**
 * The page numbers a pager shows: at most `size` consecutive pages around `page`, shifted so
 * the window never runs past the first or the last page.
 */
export function pageWindow(page: number, totalPages: number, size: number): number[] {
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, offset) => start + offset);
}
