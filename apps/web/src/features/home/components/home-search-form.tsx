import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { SearchField } from '@/ui/search-field.tsx';

/** Spec §2: goes to /search?q={word} (the search page moves that on to /search/{word}). */
export function HomeSearchForm() {
  const navigate = useNavigate();
  return (
    <SearchField
      variant="hero"
      onSearch={(word) =>
        navigate({
          pathname: paths.search.getHref(),
          search: `?${new URLSearchParams({ q: word })}`,
        })
      }
    />
  );
}
