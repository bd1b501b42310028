import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { SignInRedirect } from '@/ui/sign-in-redirect.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { MyBlocksPanel } from '../components/my-blocks-panel.tsx';
import { MyCommentsPanel } from '../components/my-comments-panel.tsx';
import { MyLikedFoodsPanel } from '../components/my-liked-foods-panel.tsx';
import { MyModerationPanel } from '../components/my-moderation-panel.tsx';
import { MyPostsPanel } from '../components/my-posts-panel.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import styles from './mypage-page.module.css';

/**
 * Signed-in users only: visitors (and a token the server no longer accepts) go to the login.
 * A user whose token goes while here (withdrawal, a sign-out in another tab) goes home instead,
 * where the withdrawal is already taking them: navigations are transitions, so this page can
 * render once more without a token before home replaces it.
 */
export function MypagePage() {
  const { hasToken, user, myStatus } = useCurrentUser();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  useEffect(() => {
    if (user !== null) setWasSignedIn(true);
  }, [user]);
  if (!hasToken) {
    return wasSignedIn ? <Navigate replace to={paths.home.getHref()} /> : <SignInRedirect />;
  }
  if (user === null || myStatus === null) {
    return (
      <Card>
        <Skeleton count={4} />
      </Card>
    );
  }
  return (
    <div className={styles.page}>
      <DocumentTitle title="마이페이지 | 댕냥" />
      <header>
        <h1 className={styles.title}>마이페이지</h1>
        <p className={styles.lead}>내 활동을 한눈에 보고, 프로필을 관리해보세요.</p>
      </header>
      <ProfileCard user={user} myStatus={myStatus} />
      <MyModerationPanel />
      <MyPostsPanel />
      <div className={styles.columns}>
        <MyCommentsPanel />
        <MyLikedFoodsPanel />
      </div>
      <MyBlocksPanel />
    </div>
  );
}
