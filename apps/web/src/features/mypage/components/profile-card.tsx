import type { MyStatus, PrincipalUser } from '@daengnyang/contract/account';
import { useState } from 'react';
import { Card } from '@/ui/card.tsx';
import { providerLabel } from '../provider-label.ts';
import { NicknameEditor } from './nickname-editor.tsx';
import styles from './profile-card.module.css';
import { ProfileImageEditor } from './profile-image-editor.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';

type ProfileCardProps = { user: PrincipalUser; myStatus: MyStatus };

export function ProfileCard({ user, myStatus }: ProfileCardProps) {
  const [withdrawing, setWithdrawing] = useState(false);
  return (
    <Card className={styles.card}>
      <ProfileImageEditor src={user.profileImgUrl} />
      <div className={styles.info}>
        <NicknameEditor key={user.name} name={user.name} />
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>로그인</dt>
            <dd>{providerLabel(user.provider)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>이메일</dt>
            <dd>{user.email ?? '이메일 정보 없음'}</dd>
          </div>
        </dl>
        {/* Administrator accounts cannot be withdrawn (the server refuses). */}
        {user.role === 'ROLE_USER' && (
          <button className={styles.withdraw} type="button" onClick={() => setWithdrawing(true)}>
            회원 탈퇴
          </button>
        )}
      </div>
      <ul className={styles.counts} aria-label="나의 활동">
        <li className={styles.count}>
          <span className={styles.countLabel}>작성한 글</span>
          <strong className={styles.countValue}>{myStatus.postCount}</strong>
        </li>
        <li className={styles.count}>
          <span className={styles.countLabel}>작성한 댓글</span>
          <strong className={styles.countValue}>{myStatus.commentCount}</strong>
        </li>
        <li className={styles.count}>
          <span className={styles.countLabel}>찜한 먹거리</span>
          <strong className={styles.countValue}>{myStatus.likedFoodCount}</strong>
        </li>
      </ul>
      {withdrawing && <WithdrawDialog user={user} onClose={() => setWithdrawing(false)} />}
    </Card>
  );
}
