import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { SearchIcon } from '@/ui/icons/search-icon.tsx';
import styles from './search-box.module.css';

/** Trims the text and searches only when something is left (spec §2, §5). */
export function SearchBox({ initialWord = '' }: { initialWord?: string }) {
  const inputId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(initialWord);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const word = text.trim();
    if (word !== '') navigate(paths.searchWord.getHref(word));
  };

  return (
    <div className={styles.search}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to browsers before 2023; the role on the form is announced everywhere. */}
      <form className={styles.box} role="search" onSubmit={submit}>
        <label className={styles.label} htmlFor={inputId}>
          검색어
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={text}
          placeholder="궁금한 이야기나 먹거리를 검색해보세요"
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <button className={styles.submit} type="submit" aria-label="검색">
          <SearchIcon />
        </button>
      </form>
    </div>
  );
}
