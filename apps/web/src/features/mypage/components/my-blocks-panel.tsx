import { useState } from 'react';
import { useUnblockUser } from '@/api/safety/unblock-user.ts';
import { formatDate } from '@/lib/format.ts';
import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { Button } from '@/ui/button.tsx';
import { Panel } from '@/ui/panel.tsx';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useMyBlocks } from '../api/get-my-blocks.ts';
import styles from './my-safety-panels.module.css';

/** 차단 목록: the members I blocked, each with 해제 after a confirmation. */
export function MyBlocksPanel() {
  const [page, setPage] = useState(1);
  const blocks = useMyBlocks(page);
  const unblock = useUnblockUser();
  const confirm = useConfirm();
  const toast = useToast();

  const release = async (user: { userId: number; name: string }) => {
    if (!(await confirm(SAFETY_MESSAGES.unblockQuestion(user.name), { confirmLabel: '해제' }))) {
      return;
    }
    unblock.mutate(user.userId, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <Panel
      title="차단 목록"
      query={blocks}
      page={page}
      onPageChange={setPage}
      emptyMessage="차단한 사용자가 없습니다."
    >
      {(data) => (
        <ul className={styles.list}>
          {data.content.map(({ user, blockedAt }) => (
            <li key={user.userId} className={styles.row}>
              <Avatar src={user.profileImgUrl} />
              <span className={styles.name}>{user.name}</span>
              <time className={styles.date} dateTime={blockedAt}>
                {formatDate(blockedAt)} 차단
              </time>
              <Button
                variant="secondary"
                size="small"
                aria-label={`해제 (${user.name})`}
                loading={unblock.isPending && unblock.variables === user.userId}
                onClick={() => void release(user)}
              >
                해제
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
