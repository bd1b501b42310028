import { PET_REPORT_KIND_LABELS, type PetMatch } from '@daengnyang/contract/pet-reports';
import { formatDate } from '@/lib/format.ts';
import { PET_REPORT_MESSAGES as TEXT } from '@/lib/pet-report-messages.ts';
import { Button } from '@/ui/button.tsx';
import { CommunityPostLink } from '@/ui/community-post-link.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadFailure } from '@/ui/load-failure.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useRevealLinkTarget } from '@/ui/use-reveal-link-target.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useDismissPetMatch } from '../api/dismiss-pet-match.ts';
import { usePetMatches } from '../api/get-pet-matches.ts';
import styles from './pet-matches.module.css';

type PetMatchListProps = { communityId: number; isAuthor: boolean };

/** The matches of a report, best first, with the author's 내 아이가 아니에요 (loaded for members). */
export default function PetMatchList({ communityId, isAuthor }: PetMatchListProps) {
  const matches = usePetMatches(communityId);
  if (matches.isPending) return <Skeleton count={3} />;
  if (matches.isError) {
    return <LoadFailure message={matches.error.message} onRetry={() => void matches.refetch()} />;
  }
  if (matches.data.length === 0) return <EmptyState message={TEXT.matchesEmpty} />;
  return <Matches communityId={communityId} isAuthor={isAuthor} matches={matches.data} />;
}

type MatchesProps = { communityId: number; isAuthor: boolean; matches: PetMatch[] };

function Matches({ communityId, isAuthor, matches }: MatchesProps) {
  // A notification's link names this section: reached once the list is drawn.
  useRevealLinkTarget();
  const toast = useToast();
  const dismiss = useDismissPetMatch();
  return (
    <ul className={styles.list} aria-label={TEXT.matchesLabel}>
      {matches.map((match) => (
        <li key={`${match.type}-${match.candidateId}`} className={styles.item}>
          <MatchSummary match={match} />
          <p className={styles.score}>{TEXT.matchScore(match.score)}</p>
          <ul className={styles.reasons}>
            {match.reasons.map((reason) => (
              <li key={reason.reason}>{reason.text}</li>
            ))}
          </ul>
          {isAuthor && (
            <Button
              variant="ghost"
              size="small"
              loading={
                dismiss.isPending && dismiss.variables.candidate.candidateId === match.candidateId
              }
              onClick={() =>
                dismiss.mutate(
                  {
                    communityId,
                    candidate:
                      match.type === 'post'
                        ? { type: 'post', candidateId: match.candidateId }
                        : { type: 'shelter', candidateId: match.candidateId },
                  },
                  {
                    onSuccess: (message) => toast.success(message),
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
            >
              {TEXT.notMine}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function MatchSummary({ match }: { match: PetMatch }) {
  if (match.type === 'post') {
    const { post } = match;
    return (
      <CommunityPostLink
        className={styles.summary}
        categoryId={post.communityCategoryId}
        communityId={post.communityId}
      >
        <Photo src={post.image?.thumbImgUrl ?? null} />
        <span className={styles.text}>
          <span className={styles.kind}>{PET_REPORT_KIND_LABELS[post.report.kind]}</span>
          <strong className={styles.name}>{post.title}</strong>
          <span className={styles.meta}>
            {[post.report.areaText, post.report.eventAt && formatDate(post.report.eventAt)]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      </CommunityPostLink>
    );
  }
  const { animal } = match;
  return (
    <div className={styles.summary}>
      <Photo src={animal.images[0]?.thumbImgUrl ?? null} />
      <span className={styles.text}>
        <span className={styles.kind}>
          {TEXT.shelterAnimal} ·{' '}
          {animal.noticeDaysLeft < 0 ? TEXT.noticeEnded : TEXT.noticeEnds(animal.noticeDaysLeft)}
        </span>
        <strong className={styles.name}>
          {animal.kindName} · {animal.colorText}
        </strong>
        <span className={styles.meta}>
          {animal.happenPlace} · {animal.happenDate}
        </span>
        <span className={styles.meta}>
          {animal.careName}{' '}
          <a href={`tel:${animal.careTel.replaceAll('-', '')}`}>{animal.careTel}</a>
        </span>
      </span>
    </div>
  );
}

function Photo({ src }: { src: string | null }) {
  return src === null ? (
    <span className={styles.photo} aria-hidden="true" />
  ) : (
    <img className={styles.photo} src={src} alt="" loading="lazy" />
  );
}
