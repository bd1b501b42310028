import { SEARCH_TEXT_MAX_LENGTH } from '@daengnyang/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import { SearchIcon } from './icons/search-icon.tsx';
import styles from './search-field.module.css';

type SearchFieldProps = {
  /** Called with the trimmed word, only when something is left (spec §2, §5). */
  onSearch: (word: string) => void;
  initialWord?: string;
  /** `hero`: the home page's wide call to search; `bar`: the search page's own box. */
  variant: 'hero' | 'bar';
};

const WORD_FIELD = 'q';

/** The one search box: Enter or the icon searches the trimmed word; blank does nothing. */
export function SearchField({ onSearch, initialWord = '', variant }: SearchFieldProps) {
  const inputId = useId();
  const [text, setText] = useState(initialWord);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box as it stands, not the state: a word typed into the server's HTML before the app
    // took the page over is in the box, and its search (kept by the boot script, src/boot.ts)
    // may be sent again before React has read it.
    const typed = new FormData(event.currentTarget).get(WORD_FIELD);
    const word = (typeof typed === 'string' ? typed : text).trim();
    if (word !== '') onSearch(word);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to browsers before 2023; the role on the form is announced everywhere.
    <form className={`${styles.box} ${styles[variant]}`} role="search" onSubmit={submit}>
      <label className={styles.label} htmlFor={inputId}>
        검색어
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name={WORD_FIELD}
        value={text}
        placeholder="이야기나 먹거리를 검색해보세요"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <button className={styles.submit} type="submit" aria-label="검색">
        <SearchIcon size={variant === 'hero' ? 24 : undefined} />
      </button>
    </form>
  );
}
