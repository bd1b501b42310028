import { Fragment } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { SearchBox } from '../components/search-box.tsx';
import { SearchPrompt } from '../components/search-prompt.tsx';
import { SearchResults } from '../components/search-results.tsx';

/**
 * /search asks for a word; /search/{word} shows what was found. The home search box sends
 * /search?q={word}, which is sent on to /search/{word} so a search has one address.
 */
export function SearchPage() {
  const { searchword } = useParams();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('q')?.trim() ?? '';
  if (searchword === undefined && asked !== '') {
    return <Navigate replace to={paths.searchWord.getHref(asked)} />;
  }
  const word = searchword?.trim() ?? '';
  if (word === '') return <SearchPrompt />;
  // Keyed by the word: a new search starts from its own box text, tab and page.
  return (
    <Fragment key={word}>
      <SearchBox initialWord={word} />
      <SearchResults searchText={word} />
    </Fragment>
  );
}
