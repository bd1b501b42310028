import { COMMUNITY_CATEGORIES, categoryName } from '@daengnyang/contract/constants';
import type { Revision } from '@daengnyang/contract/editing';
import { MESSAGES } from '@daengnyang/contract/messages';
import { formatDate, formatTime } from '@/lib/format.ts';
import { AUTHOR_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { imageAlt } from '@/ui/image-alt.ts';
import { LoadFailure } from '@/ui/load-failure.tsx';
import { Modal } from '@/ui/modal.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { useCommunityRevisions } from '../api/get-community-revisions.ts';
import { useSetRevisionHidden } from '../api/set-revision-hidden.ts';
import styles from './revisions-dialog.module.css';

type RevisionsDialogProps = {
  communityId: number;
  /** Administrators see withheld versions whole and can hide or show any but the newest. */
  admin: boolean;
  onClose: () => void;
};

/**
 * Issue 22: every version of a post, newest first, for its author and administrators. A
 * version an administrator withheld (personal data) reaches the author as a sentence saying so.
 */
export function RevisionsDialog({ communityId, admin, onClose }: RevisionsDialogProps) {
  const revisions = useCommunityRevisions(communityId);
  const setHidden = useSetRevisionHidden();
  const toast = useToast();

  const toggle = (revision: Revision) =>
    setHidden.mutate(
      { communityId, number: revision.number, hidden: revision.hidden !== true },
      {
        onSuccess: (message) => toast.success(message),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <Modal title={AUTHOR_MESSAGES.revisionsTitle} onClose={onClose} size="large">
      {revisions.isPending ? (
        <Skeleton count={4} />
      ) : revisions.isError ? (
        <LoadFailure message={revisions.error.message} onRetry={() => void revisions.refetch()} />
      ) : revisions.data.revisions.length === 0 ? (
        <p className={styles.empty}>{AUTHOR_MESSAGES.revisionsEmpty}</p>
      ) : (
        <ol className={styles.list}>
          {revisions.data.revisions.map((revision, index) => (
            <RevisionItem
              key={revision.number}
              revision={revision}
              newest={index === 0}
              admin={admin}
              pending={setHidden.isPending && setHidden.variables.number === revision.number}
              onToggle={() => toggle(revision)}
            />
          ))}
        </ol>
      )}
    </Modal>
  );
}

type RevisionItemProps = {
  revision: Revision;
  newest: boolean;
  admin: boolean;
  pending: boolean;
  onToggle: () => void;
};

function RevisionItem({ revision, newest, admin, pending, onToggle }: RevisionItemProps) {
  const heading = AUTHOR_MESSAGES.revisionHeading(revision.number, newest);
  const hidden = revision.hidden === true;
  return (
    <li className={styles.revision} aria-label={heading}>
      <div className={styles.head}>
        <h3 className={styles.heading}>{heading}</h3>
        <time className={styles.time} dateTime={revision.createdAt}>
          {formatDate(revision.createdAt)} {formatTime(revision.createdAt)}
        </time>
        {hidden && admin && (
          <span className={styles.badge}>{AUTHOR_MESSAGES.revisionHiddenBadge}</span>
        )}
        {admin && !newest && (
          <Button
            className={styles.toggle}
            variant="secondary"
            size="small"
            loading={pending}
            onClick={onToggle}
          >
            {hidden ? '다시 보이기' : '숨기기'}
          </Button>
        )}
      </div>
      {hidden && !admin ? (
        <p className={styles.withheld}>{MESSAGES.revisionWithheld}</p>
      ) : (
        <>
          <p className={styles.category}>
            {categoryName(COMMUNITY_CATEGORIES, revision.communityCategoryId)}
          </p>
          <p className={styles.title}>{revision.title}</p>
          <p className={styles.content}>{revision.content}</p>
          {revision.images.length > 0 && (
            <ul className={styles.images} aria-label={`${heading} 사진`}>
              {revision.images.map((image, index) => (
                <li key={image.imgUrl}>
                  <img
                    className={styles.image}
                    src={image.thumbImgUrl}
                    alt={imageAlt(image, `${heading} 사진`, index)}
                    width={72}
                    height={72}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </li>
  );
}
