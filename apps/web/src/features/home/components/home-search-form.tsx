import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { SearchIcon } from '@/ui/icons/search-icon.tsx';
import styles from './home-search-form.module.css';

/**
 * Spec §2: Enter or the icon trims the text and, when something is left, goes to
 * /search?q={text} (the search page moves that on to /search/{text}).
 */
export function HomeSearchForm() {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const word = text.trim();
    if (word === '') return;
    navigate({ pathname: paths.search.getHref(), search: `?${new URLSearchParams({ q: word })}` });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <search> element is unknown to browsers before 2023 (and to jsdom); the role on the form works everywhere.
    <form className={styles.form} role="search" onSubmit={onSubmit}>
      <label className={styles.label} htmlFor={inputId}>
        검색어
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="궁금한 이야기나 먹거리를 검색해보세요"
        enterKeyHint="search"
        autoComplete="off"
      />
      <button className={styles.button} type="submit" aria-label="검색">
        <SearchIcon size={24} />
      </button>
    </form>
  );
}
