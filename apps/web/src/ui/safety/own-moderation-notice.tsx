import { MESSAGES } from '@daengnyang/contract/messages';
import {
  OBJECTION_MAX_LENGTH,
  type ReportTargetType,
} from '@daengnyang/contract/moderation-constants';
import { moderatedItemOf, useMyModeration } from '@/api/safety/get-my-moderation.ts';
import { useObjectToMeasure } from '@/api/safety/object-to-measure.ts';
import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import { useToast } from '../use-toast.ts';
import { HiddenMark } from './hidden-mark.tsx';
import styles from './own-moderation-notice.module.css';
import { TextRequestForm } from './text-request-form.tsx';

type OwnModerationNoticeProps = { targetType: ReportTargetType; targetId: number };

/**
 * Shown to the author of a withheld item above it: under review, or under 임시조치 until a
 * date with the one objection they may send.
 */
export function OwnModerationNotice({ targetType, targetId }: OwnModerationNoticeProps) {
  const moderation = useMyModeration();
  const object = useObjectToMeasure();
  const toast = useToast();
  const item = moderatedItemOf(moderation.data, targetType, targetId);
  return (
    <div className={styles.notice}>
      <HiddenMark until={item?.state === 'temporaryMeasure' ? item.until : null} />
      {item?.state === 'temporaryMeasure' && item.canObject && (
        <TextRequestForm
          label="이의 제기"
          submitLabel="이의 제기하기"
          max={OBJECTION_MAX_LENGTH}
          requiredMessage={MESSAGES.objectionRequired}
          tooLongMessage={MESSAGES.objectionTooLong}
          pending={object.isPending}
          onSubmit={(text) =>
            object.mutateAsync(
              { caseId: item.caseId, text },
              { onSuccess: () => toast.success(SAFETY_MESSAGES.objectionSent) },
            )
          }
        />
      )}
    </div>
  );
}
