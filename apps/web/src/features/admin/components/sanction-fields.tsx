import {
  SANCTION_DAYS,
  SANCTION_REASON_MAX_LENGTH,
  SANCTION_TYPE_LABELS,
  SANCTION_TYPES,
  type SanctionCreate,
  type SanctionType,
} from '@daengnyang/contract/sanctions';
import { FormField } from './form-field.tsx';
import styles from './moderation.module.css';

export type SanctionDraft = { type: SanctionType; days: SanctionCreate['days']; reason: string };

export const EMPTY_SANCTION: SanctionDraft = { type: 'writeBan', days: 7, reason: '' };

type SanctionFieldsProps = {
  value: SanctionDraft;
  onChange: (value: SanctionDraft) => void;
  reasonError?: string | undefined;
};

/** A sanction's type, length (1, 7, 30 days or 영구) and reason, as the contract takes them. */
export function SanctionFields({ value, onChange, reasonError }: SanctionFieldsProps) {
  return (
    <div className={styles.sanctionFields}>
      <FormField label="제재 종류">
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={value.type}
            onChange={(event) => onChange({ ...value, type: event.target.value as SanctionType })}
          >
            {SANCTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {SANCTION_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="기간">
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={value.days ?? 'permanent'}
            onChange={(event) => {
              const days = SANCTION_DAYS.find((day) => String(day) === event.target.value);
              onChange({ ...value, days });
            }}
          >
            {SANCTION_DAYS.map((days) => (
              <option key={days} value={days}>
                {days}일
              </option>
            ))}
            <option value="permanent">영구</option>
          </select>
        )}
      </FormField>
      <FormField label="제재 사유" error={reasonError} className={styles.wide}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={3}
            maxLength={SANCTION_REASON_MAX_LENGTH}
            value={value.reason}
            onChange={(event) => onChange({ ...value, reason: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
