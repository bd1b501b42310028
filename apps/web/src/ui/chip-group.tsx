import styles from './chip-group.module.css';

export type ChipOption<Value extends string | number> = { value: Value; label: string };

type ChipGroupProps<Value extends string | number> = {
  /** Names the group for screen readers, e.g. '카테고리'. */
  label: string;
  options: readonly ChipOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /**
   * Keeps the chips on one row on phones: tighter chips, and a row that scrolls sideways, with
   * its far edge faded while more chips lie beyond it, where they do not fit.
   */
  oneRow?: boolean;
};

/** A row of chips of which exactly one is on, such as the search's category filter. */
export function ChipGroup<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  oneRow = false,
}: ChipGroupProps<Value>) {
  return (
    <fieldset className={oneRow ? `${styles.group} ${styles.oneRow}` : styles.group}>
      <legend className={styles.legend}>{label}</legend>
      {options.map((option) => (
        <Chip
          key={option.value}
          label={option.label}
          selected={option.value === value}
          onClick={() => onChange(option.value)}
        />
      ))}
    </fieldset>
  );
}

type ChipProps = { label: string; selected: boolean; onClick: () => void };

export function Chip({ label, selected, onClick }: ChipProps) {
  return (
    <button className={styles.chip} type="button" aria-pressed={selected} onClick={onClick}>
      {label}
    </button>
  );
}
