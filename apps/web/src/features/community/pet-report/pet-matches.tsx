import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { PET_REPORT_MESSAGES as TEXT } from '@/lib/pet-report-messages.ts';
import { PET_MATCHES_ANCHOR_ID } from '@/ui/anchor-ids.ts';
import { SignInInvite } from '@/ui/sign-in-invite.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import styles from './pet-matches.module.css';

const PetMatchList = lazy(() => import('./pet-match-list.tsx'));

type PetMatchesProps = { communityId: number; authorId: number };

/**
 * 비슷한 글: for members, the reports and shelter animals that may be this post's animal, best
 * first, with the score and why; the author can leave one out for good. Visitors are invited to
 * sign in (the server answers only members). A stored token is known only after hydration, so
 * the list and its code load then; the server and the first render draw the heading and invite.
 */
export default function PetMatches({ communityId, authorId }: PetMatchesProps) {
  const { user, hasToken } = useCurrentUser();
  const headingId = `${PET_MATCHES_ANCHOR_ID}-title`;
  return (
    <section id={PET_MATCHES_ANCHOR_ID} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {TEXT.matchesTitle}
      </h2>
      {hasToken ? (
        <Suspense fallback={<Skeleton count={3} />}>
          <PetMatchList communityId={communityId} isAuthor={user?.userId === authorId} />
        </Suspense>
      ) : (
        <SignInInvite hint={TEXT.matchesSignIn} />
      )}
    </section>
  );
}
