import {
  DECISION_ACTIONS,
  type DecisionAction,
  MODERATION_NOTE_MAX_LENGTH,
  REPORT_REASON_LABELS,
  type ReportCase,
  TEMPORARY_MEASURE_MAX_DAYS,
} from '@daengnyang/contract/moderation';
import { SANCTION_TYPE_LABELS, SanctionCreateSchema } from '@daengnyang/contract/sanctions';
import { type FormEvent, useState } from 'react';
import { formatDate, formatTime } from '@/lib/format.ts';
import { CONTENT_KIND_LABELS } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Modal } from '@/ui/modal.tsx';
import { useDecideCase } from '../api/decide-case.ts';
import { DECISION_LABELS, SIGNAL_LABELS, TARGET_STATE_LABELS } from '../moderation-labels.ts';
import { FormField } from './form-field.tsx';
import styles from './moderation.module.css';
import { EMPTY_SANCTION, type SanctionDraft, SanctionFields } from './sanction-fields.tsx';

type CaseReviewDialogProps = { reportCase: ReportCase; onClose: () => void };

const stamp = (dateTime: string) => `${formatDate(dateTime)} ${formatTime(dateTime)}`;

/**
 * One case: its reports, the evidence as first reported beside the item as it is now, the
 * author's record, and the decision (with an optional sanction of the author). A decision made
 * on a stale view is refused (409): the dialog says so and the queue is loaded again.
 */
export function CaseReviewDialog({ reportCase, onClose }: CaseReviewDialogProps) {
  const decide = useDecideCase();
  const canMeasure = reportCase.reports.some((report) => report.reason === 'rightsInfringement');
  const actions = DECISION_ACTIONS.filter((action) => action !== 'temporaryMeasure' || canMeasure);
  const [action, setAction] = useState<DecisionAction>('dismiss');
  const [days, setDays] = useState(TEMPORARY_MEASURE_MAX_DAYS);
  const [note, setNote] = useState('');
  const [sanctioning, setSanctioning] = useState(false);
  const [sanction, setSanction] = useState<SanctionDraft>(EMPTY_SANCTION);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const closed = reportCase.status === 'closed';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = sanctioning ? SanctionCreateSchema.safeParse(sanction) : null;
    if (checked !== null && !checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    decide.mutate(
      {
        caseId: reportCase.caseId,
        decision: {
          action,
          version: reportCase.version,
          note,
          ...(action === 'temporaryMeasure' && { days }),
          ...(checked?.success && { sanction: checked.data }),
        },
      },
      {
        // The outcome's toast is the mutation's own (api/decide-case.ts). Stale (409): the queue
        // is loaded again and the dialog opens afresh on the case as it is now.
        onSuccess: onClose,
        onError: (error) => {
          if (error.status !== 409) setProblem(error.message);
        },
      },
    );
  };

  return (
    <Modal
      title={`신고 건 #${reportCase.caseId} · ${CONTENT_KIND_LABELS[reportCase.targetType]}`}
      onClose={onClose}
      size="large"
    >
      <div className={styles.review}>
        <div className={styles.section}>
          <p className={styles.meta}>
            {reportCase.urgent && <span className={styles.badge}>긴급</span>}
            <span>가중치 {reportCase.weight}</span>
            <span>작성자 {reportCase.author.name}</span>
            <span>현재 {TARGET_STATE_LABELS[reportCase.item.state]}</span>
            {reportCase.signals.map((signal) => (
              <span key={signal}>자동 감지: {SIGNAL_LABELS[signal]}</span>
            ))}
            {reportCase.item.link !== null && (
              <a
                className={styles.link}
                href={reportCase.item.link}
                target="_blank"
                rel="noreferrer"
              >
                원문 보기
              </a>
            )}
          </p>
          <h3 className={styles.sectionTitle}>신고 {reportCase.reports.length}건</h3>
          <div className={styles.tableScroller}>
            <table className={styles.reports}>
              <caption className="visually-hidden">신고 내역</caption>
              <thead>
                <tr>
                  <th scope="col">사유</th>
                  <th scope="col">내용</th>
                  <th scope="col">신고자</th>
                  <th scope="col">가중치</th>
                  <th scope="col">신고 시각</th>
                </tr>
              </thead>
              <tbody>
                {reportCase.reports.map((report) => (
                  <tr key={report.reportId}>
                    <td>{REPORT_REASON_LABELS[report.reason]}</td>
                    <td>{report.detail ?? '—'}</td>
                    <td>{report.reporter.name}</td>
                    <td>{report.weight}</td>
                    <td>{stamp(report.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        <div className={styles.compare}>
          <Evidence
            heading={`신고 당시 (${stamp(reportCase.snapshot.capturedAt)})`}
            title={reportCase.snapshot.title}
            content={reportCase.snapshot.content}
            images={reportCase.snapshot.images}
          />
          <Evidence
            heading={`지금 (${TARGET_STATE_LABELS[reportCase.item.state]})`}
            title={reportCase.item.title}
            content={reportCase.item.content}
            images={reportCase.item.images}
          />
        </div>
        <div className={styles.section}>
          <h3 className={styles.sectionTitle}>작성자 이력</h3>
          {reportCase.authorHistory.cases.length === 0 &&
          reportCase.authorHistory.sanctions.length === 0 ? (
            <p>이전 신고와 제재가 없습니다.</p>
          ) : (
            <ul className={styles.history}>
              {reportCase.authorHistory.cases.map((earlier) => (
                <li key={`case-${earlier.caseId}`}>
                  {formatDate(earlier.createdAt)} {CONTENT_KIND_LABELS[earlier.targetType]} 신고 —{' '}
                  {earlier.decision === null ? '처리 중' : DECISION_LABELS[earlier.decision]}
                </li>
              ))}
              {reportCase.authorHistory.sanctions.map((earlier) => (
                <li key={`sanction-${earlier.sanctionId}`}>
                  {formatDate(earlier.createdAt)} {SANCTION_TYPE_LABELS[earlier.type]} —{' '}
                  {earlier.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
        {closed ? (
          reportCase.decision !== null && (
            <p>
              {stamp(reportCase.decision.decidedAt)} {reportCase.decision.decidedBy.name}:{' '}
              {DECISION_LABELS[reportCase.decision.action]}
              {reportCase.decision.note !== '' && ` — ${reportCase.decision.note}`}
            </p>
          )
        ) : (
          <form className={styles.section} onSubmit={submit} noValidate>
            <fieldset className={styles.decision}>
              <legend className={styles.sectionTitle}>처리</legend>
              <div className={styles.choices}>
                {actions.map((value) => (
                  <label key={value} className={styles.choice}>
                    <input
                      type="radio"
                      name="action"
                      value={value}
                      checked={action === value}
                      onChange={() => setAction(value)}
                    />
                    {DECISION_LABELS[value]}
                  </label>
                ))}
              </div>
            </fieldset>
            {action === 'temporaryMeasure' && (
              <FormField label={`임시조치 기간 (일, 최대 ${TEMPORARY_MEASURE_MAX_DAYS}일)`}>
                {(control) => (
                  <input
                    {...control}
                    className={styles.select}
                    type="number"
                    min={1}
                    max={TEMPORARY_MEASURE_MAX_DAYS}
                    value={days}
                    onChange={(event) => setDays(Number(event.target.value))}
                  />
                )}
              </FormField>
            )}
            <FormField label="메모">
              {(control) => (
                <textarea
                  {...control}
                  className={styles.textarea}
                  rows={2}
                  maxLength={MODERATION_NOTE_MAX_LENGTH}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </FormField>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={sanctioning}
                onChange={(event) => setSanctioning(event.target.checked)}
              />
              작성자도 제재하기
            </label>
            {sanctioning && (
              <SanctionFields value={sanction} onChange={setSanction} reasonError={reasonError} />
            )}
            {problem !== null && <FormAlert message={problem} />}
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onClose}>
                닫기
              </Button>
              <Button type="submit" loading={decide.isPending}>
                처리하기
              </Button>
            </div>
          </form>
        )}
      </div>
    </Modal>
  );
}

type EvidenceProps = {
  heading: string;
  title: string | null;
  content: string;
  images: readonly { imgUrl: string; thumbImgUrl: string; description: string | null }[];
};

function Evidence({ heading, title, content, images }: EvidenceProps) {
  return (
    <section className={styles.evidence} aria-label={heading}>
      <h3>{heading}</h3>
      {title !== null && <p className={styles.caseTitle}>{title}</p>}
      <p className={styles.evidenceText}>{content}</p>
      {images.length > 0 && (
        <div className={styles.thumbs}>
          {images.map((image, index) => (
            <a key={image.imgUrl} href={image.imgUrl} target="_blank" rel="noreferrer">
              <img
                src={image.thumbImgUrl}
                alt={image.description ?? `${heading} 사진 ${index + 1}`}
              />
            </a>
          ))}
        </div>
      )}
    </section>
  );
}
