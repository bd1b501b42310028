import {
  PET_REPORT_DAYS,
  PET_REPORT_KIND_LABELS,
  PET_REPORT_RADII_KM,
  SPECIES,
  SPECIES_LABELS,
} from '@daengnyang/contract/pet-report-constants';
import { type ChangeEvent, useId, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import {
  hasPlace,
  kindsOf,
  PET_REPORT_STATUS_FILTERS,
  type PetReportCategory,
  type PetReportFilter,
} from '../pet-report-filter.ts';
import styles from './pet-report-filters.module.css';

type PetReportFiltersProps = {
  category: PetReportCategory;
  filter: PetReportFilter;
  onChange: (next: PetReportFilter) => void;
  /** What the distance is measured from, said under the filters while one is chosen. */
  originNote: string | null;
};

const STATUS_LABELS: Record<(typeof PET_REPORT_STATUS_FILTERS)[number], string> = {
  active: '진행 중',
  resolved: '해결됨',
};

type Choice = { value: string; label: string };

const ALL = '';

/** A labelled native select: one tap, the phone's own picker, and a name for screen readers. */
function FilterSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        <option value={ALL}>전체</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The value a select shows for a filter: the filter's own, or 전체. */
const shown = (value: string | number | null) => (value === null ? ALL : String(value));

/** One of `allowed` for what a select sent, or null for 전체. */
function chosen<Value extends string | number>(allowed: readonly Value[], value: string) {
  return allowed.find((each) => String(each) === value) ?? null;
}

/**
 * The filters of the lost/found and foster boards: kind, species, status, distance (category 6
 * only) and time. A change applies at once (the list below is what changes). On phones the
 * filters fold behind a button that says how many are set; on desktop they are always shown.
 */
export function PetReportFilters({
  category,
  filter,
  onChange,
  originNote,
}: PetReportFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const kinds = kindsOf(category);
  const setCount = Object.values(filter).filter((value) => value !== null).length;

  return (
    <section className={styles.filters} aria-label="글 필터">
      <Button
        className={styles.toggle}
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        필터
        {setCount > 0 && (
          <>
            {' '}
            <span className={styles.count}>{setCount}개 적용</span>
          </>
        )}
      </Button>
      <div id={panelId} className={open ? `${styles.panel} ${styles.open}` : styles.panel}>
        <FilterSelect
          label="종류"
          value={shown(filter.kind)}
          choices={kinds.map((kind) => ({ value: kind, label: PET_REPORT_KIND_LABELS[kind] }))}
          onChange={(value) => onChange({ ...filter, kind: chosen(kinds, value) })}
        />
        <FilterSelect
          label="동물"
          value={shown(filter.species)}
          choices={SPECIES.map((species) => ({ value: species, label: SPECIES_LABELS[species] }))}
          onChange={(value) => onChange({ ...filter, species: chosen(SPECIES, value) })}
        />
        <FilterSelect
          label="상태"
          value={shown(filter.status)}
          choices={PET_REPORT_STATUS_FILTERS.map((status) => ({
            value: status,
            label: STATUS_LABELS[status],
          }))}
          onChange={(value) =>
            onChange({ ...filter, status: chosen(PET_REPORT_STATUS_FILTERS, value) })
          }
        />
        {hasPlace(category) && (
          <FilterSelect
            label="거리"
            value={shown(filter.radius)}
            choices={PET_REPORT_RADII_KM.map((km) => ({
              value: String(km),
              label: `내 주변 ${km}km`,
            }))}
            onChange={(value) =>
              onChange({ ...filter, radius: chosen(PET_REPORT_RADII_KM, value) })
            }
          />
        )}
        <FilterSelect
          label="기간"
          value={shown(filter.days)}
          choices={PET_REPORT_DAYS.map((days) => ({
            value: String(days),
            label: `최근 ${days}일`,
          }))}
          onChange={(value) => onChange({ ...filter, days: chosen(PET_REPORT_DAYS, value) })}
        />
      </div>
      {originNote !== null && <p className={styles.note}>{originNote}</p>}
    </section>
  );
}
