import type { MyStatus, PrincipalUser } from '@daengnyang/contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { getPrincipalQueryOptions } from '@/api/get-principal.ts';
import { mypageKeys } from '@/api/query-keys.ts';
import { paths } from '@/config/paths.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { keepTabInside } from '@/ui/focusable.ts';
import styles from './profile-dialog.module.css';
import { useLogout } from './use-logout.ts';

type ProfileDialogProps = {
  id: string;
  user: PrincipalUser;
  myStatus: MyStatus;
  onClose: () => void;
};

/**
 * The signed-in user's card under the header's name button: their counts, 글쓰기, my page (the
 * admin page for administrators) and 로그아웃. It takes the focus when it opens and keeps Tab
 * inside; following a link closes it.
 */
export function ProfileDialog({ id, user, myStatus, onClose }: ProfileDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const logout = useLogout();

  useEffect(() => {
    dialogRef.current?.focus();
  }, []);

  const openMypage = () => {
    // Spec §2: the my-page link shows fresh counts and lists.
    void queryClient.invalidateQueries({ queryKey: getPrincipalQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: mypageKeys.all() });
    onClose();
  };

  return (
    <div
      ref={dialogRef}
      id={id}
      className={styles.dialog}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (dialogRef.current !== null) keepTabInside(event, dialogRef.current);
      }}
    >
      <div className={styles.profile}>
        <Avatar src={user.profileImgUrl} size="large" />
        <p className={styles.name} id={titleId}>
          {user.name}
        </p>
      </div>
      <ul className={styles.stats}>
        <li className={styles.stat}>
          게시글 <strong className={styles.count}>{myStatus.postCount}</strong>
        </li>
        <li className={styles.stat}>
          댓글 <strong className={styles.count}>{myStatus.commentCount}</strong>
        </li>
      </ul>
      <ul className={styles.actions}>
        <li>
          <Link className={styles.action} to={paths.communityRegister.getHref()} onClick={onClose}>
            글쓰기
          </Link>
        </li>
        <li>
          {user.role === 'ROLE_ADMIN' ? (
            <Link className={styles.action} to={paths.admin.users.getHref()} onClick={onClose}>
              관리자 페이지
            </Link>
          ) : (
            <Link className={styles.action} to={paths.mypage.getHref()} onClick={openMypage}>
              마이페이지
            </Link>
          )}
        </li>
        <li>
          <button
            className={`${styles.action} ${styles.logout}`}
            type="button"
            onClick={() => {
              onClose();
              void logout();
            }}
          >
            로그아웃
          </button>
        </li>
      </ul>
    </div>
  );
}
