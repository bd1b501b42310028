import { MESSAGES } from '@daengnyang/contract/messages';
import type { ReportCreateSchema } from '@daengnyang/contract/moderation';
import {
  REPORT_DETAIL_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_REASONS_NEEDING_DETAIL,
  type ReportReason,
  type ReportTargetType,
} from '@daengnyang/contract/moderation-constants';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { useCreateReport } from '@/api/safety/create-report.ts';
import { Button } from '../button.tsx';
import { CharacterCount } from '../character-count.tsx';
import { FormAlert } from '../form-alert.tsx';
import { Modal } from '../modal.tsx';
import { useToast } from '../use-toast.ts';
import styles from './report-dialog.module.css';
import textBox from './text-box.module.css';

export type ReportTarget = { targetType: ReportTargetType; targetId: number };

type ReportDialogProps = {
  target: ReportTarget;
  /** What is reported, for the title ("게시글 신고"). */
  noun: string;
  onClose: () => void;
};

type ReportInput = z.input<typeof ReportCreateSchema>;

/** What the form checks before sending, in the contract's words (the server checks it too). */
function problemOf({ reason, detail }: Pick<ReportInput, 'reason' | 'detail'>): string | null {
  if (!REPORT_REASONS.includes(reason)) return MESSAGES.reportReasonInvalid;
  const text = (detail ?? '').trim();
  if (REPORT_REASONS_NEEDING_DETAIL.includes(reason) && text === '') {
    return MESSAGES.reportDetailRequired;
  }
  if (text.length > REPORT_DETAIL_MAX_LENGTH) return MESSAGES.reportDetailTooLong;
  return null;
}

/**
 * The report (신고) dialog: the reasons as a radio list in the contract's order, a text box
 * (required for 기타 and 권리 침해), the server's refusals (already reported, one's own item)
 * shown inside the dialog; a received report closes it with 신고가 접수되었어요.
 */
export function ReportDialog({ target, noun, onClose }: ReportDialogProps) {
  const detailId = useId();
  const countId = useId();
  const alertId = useId();
  const toast = useToast();
  const report = useCreateReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const detailRequired = reason !== null && REPORT_REASONS_NEEDING_DETAIL.includes(reason);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) {
      setProblem(MESSAGES.reportReasonInvalid);
      return;
    }
    const found = problemOf({ reason, detail });
    setProblem(found);
    if (found !== null) return;
    report.mutate(
      { ...target, reason, detail: detail.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(MESSAGES.reportReceived);
          onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <Modal title={`${noun} 신고`} onClose={onClose} size="medium">
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.reasons} aria-describedby={problem ? alertId : undefined}>
          <legend className={styles.legend}>신고 사유</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                data-autofocus={value === REPORT_REASONS[0] || undefined}
                onChange={() => {
                  setReason(value);
                  setProblem(null);
                }}
              />
              <span>{REPORT_REASON_LABELS[value]}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.detail}>
          <div className={textBox.head}>
            <label htmlFor={detailId} className={styles.legend}>
              신고 내용{detailRequired ? ' (필수)' : ' (선택)'}
            </label>
            <CharacterCount id={countId} count={detail.length} max={REPORT_DETAIL_MAX_LENGTH} />
          </div>
          <textarea
            id={detailId}
            className={textBox.input}
            rows={4}
            value={detail}
            required={detailRequired}
            aria-describedby={countId}
            aria-invalid={problem !== null && detailRequired ? true : undefined}
            placeholder="무엇이 문제인지 적어주시면 검토에 도움이 돼요."
            onChange={(event) => {
              setDetail(event.target.value);
              if (problem !== null && reason !== null) {
                setProblem(problemOf({ reason, detail: event.target.value }));
              }
            }}
          />
        </div>
        {problem !== null && <FormAlert id={alertId} message={problem} />}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" loading={report.isPending}>
            신고하기
          </Button>
        </div>
      </form>
    </Modal>
  );
}
