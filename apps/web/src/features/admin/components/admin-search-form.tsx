import { SEARCH_TEXT_MAX_LENGTH } from '@daengnyang/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { SearchIcon } from '@/ui/icons/search-icon.tsx';
import styles from './admin-search-form.module.css';

type AdminSearchFormProps = {
  /** The search in effect; remount the form (key) when it changes from outside. */
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
};

/** The search box of an admin table: Enter or the button applies it; empty shows everything. */
export function AdminSearchForm({ value, placeholder, onSearch }: AdminSearchFormProps) {
  const inputId = useId();
  const [text, setText] = useState(value);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every browser this site supports (nor to jsdom); the role says the same.
    <form className={styles.form} role="search" onSubmit={submit}>
      <label className={styles.label} htmlFor={inputId}>
        검색어
      </label>
      <span className={styles.field}>
        <SearchIcon size={18} />
        <input
          id={inputId}
          className={styles.input}
          type="search"
          placeholder={placeholder}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </span>
      <Button type="submit" variant="secondary" size="small">
        검색
      </Button>
    </form>
  );
}
