import type { PetReport } from '@daengnyang/contract/pet-reports';
import { PetPosterButtons } from './pet-poster-buttons.tsx';
import styles from './pet-report-card.module.css';
import { PetReportStatusControl } from './pet-report-status-control.tsx';

/** The kinds a poster is made for (the server answers 404 for others). */
export const POSTER_KINDS: readonly PetReport['kind'][] = ['lost', 'sheltering'];

type PetReportToolsProps = {
  communityId: number;
  title: string;
  report: PetReport;
  isAuthor: boolean;
};

/**
 * What members do with a report: its author changes the status; any member downloads the
 * poster of a loss or an animal being looked after. Loaded only for signed-in readers.
 */
export default function PetReportTools({
  communityId,
  title,
  report,
  isAuthor,
}: PetReportToolsProps) {
  const poster = POSTER_KINDS.includes(report.kind);
  if (!isAuthor && !poster) return null;
  return (
    <div className={styles.tools}>
      {isAuthor && <PetReportStatusControl communityId={communityId} report={report} />}
      {poster && <PetPosterButtons communityId={communityId} title={title} />}
    </div>
  );
}
