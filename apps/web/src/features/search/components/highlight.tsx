import styles from './highlight.module.css';

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` with every word of the search marked, so a reader sees why a result matched. */
export function Highlight({ text, words }: { text: string; words: string }) {
  const terms = words.split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (terms.length === 0) return text;
  // A capturing split keeps the matches at the odd indexes.
  const parts = text.split(new RegExp(`(${terms.join('|')})`, 'gi'));
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
      <mark key={index} className={styles.mark}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
