import {
  PET_REPORT_STATUS_LABELS,
  PET_REPORT_STATUSES_BY_KIND,
  type PetReport,
  type PetReportStatus,
} from '@daengnyang/contract/pet-reports';
import { useId, useState } from 'react';
import { PET_REPORT_MESSAGES as TEXT } from '@/lib/pet-report-messages.ts';
import { Button } from '@/ui/button.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { useChangePetReportStatus } from '../api/change-pet-report-status.ts';
import formStyles from '../components/community-post-form.module.css';
import styles from './pet-report-card.module.css';

type PetReportStatusControlProps = { communityId: number; report: PetReport };

/** The author moves the report along the statuses its kind allows. */
export function PetReportStatusControl({ communityId, report }: PetReportStatusControlProps) {
  const id = useId();
  const toast = useToast();
  const change = useChangePetReportStatus();
  const [status, setStatus] = useState<PetReportStatus>(report.status);
  const allowed = PET_REPORT_STATUSES_BY_KIND[report.kind];

  return (
    <form
      className={styles.statusControl}
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          { communityId, status },
          {
            onSuccess: (message) => toast.success(message),
            onError: (error) => toast.error(error.message),
          },
        );
      }}
    >
      <label className={formStyles.label} htmlFor={id}>
        {TEXT.status}
      </label>
      <select
        id={id}
        className={`${formStyles.control} ${styles.statusSelect}`}
        value={status}
        onChange={(event) => setStatus(event.target.value as PetReportStatus)}
      >
        {allowed.map((option) => (
          <option key={option} value={option}>
            {PET_REPORT_STATUS_LABELS[option]}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        variant="secondary"
        size="small"
        loading={change.isPending}
        disabled={status === report.status}
      >
        {TEXT.statusSave}
      </Button>
    </form>
  );
}
