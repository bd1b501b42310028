import { useSearchParams } from 'react-router';

function positiveInt(value: string | null): number | null {
  if (value === null) return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : null;
}

type ListParams = { page: number; category: number | null; searchText: string };

/**
 * The page, category filter and search text of an admin table, kept in the address (`?category=
 * &q=&page=`) so reload and back keep them. A new filter or search starts again at page 1
 * (spec §4); an unknown category reads as none.
 */
export function useListParams(categoryIds: readonly number[] = []) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInt(searchParams.get('page')) ?? 1;
  const requested = positiveInt(searchParams.get('category'));
  const category = requested !== null && categoryIds.includes(requested) ? requested : null;
  const searchText = searchParams.get('q') ?? '';

  const show = (next: ListParams) => {
    const params = new URLSearchParams();
    if (next.category !== null) params.set('category', String(next.category));
    if (next.searchText !== '') params.set('q', next.searchText);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  return {
    page,
    category,
    searchText,
    setPage: (next: number) => show({ page: next, category, searchText }),
    setCategory: (next: number | null) => show({ page: 1, category: next, searchText }),
    setSearchText: (next: string) => show({ page: 1, category, searchText: next.trim() }),
  };
}
