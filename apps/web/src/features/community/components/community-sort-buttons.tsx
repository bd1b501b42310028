import { COMMUNITY_SORTS, type CommunitySort } from '@daengnyang/contract/constants';
import { SORT_LABELS } from '../community-category.ts';
import styles from './community-sort-buttons.module.css';

type CommunitySortButtonsProps = {
  value: CommunitySort;
  onChange: (sort: CommunitySort) => void;
};

/** Newest or popular first; the pressed button is the order shown. */
export function CommunitySortButtons({ value, onChange }: CommunitySortButtonsProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>정렬</legend>
      {COMMUNITY_SORTS.map((sort) => (
        <button
          key={sort}
          className={styles.sort}
          type="button"
          aria-pressed={sort === value}
          onClick={() => {
            if (sort !== value) onChange(sort);
          }}
        >
          {SORT_LABELS[sort]}
        </button>
      ))}
    </fieldset>
  );
}
