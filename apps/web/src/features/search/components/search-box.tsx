import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { SearchField } from '@/ui/search-field.tsx';
import styles from './search-box.module.css';

/** The search page's box, centred: a word goes straight to /search/{word}. */
export function SearchBox({ initialWord = '' }: { initialWord?: string }) {
  const navigate = useNavigate();
  return (
    <div className={styles.search}>
      <SearchField
        variant="bar"
        initialWord={initialWord}
        onSearch={(word) => navigate(paths.searchWord.getHref(word))}
      />
    </div>
  );
}
