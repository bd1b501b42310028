import { type ChangeEvent, useState } from 'react';
import { CONFIRM_MESSAGES, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@/lib/messages.ts';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useChangeProfileImage } from '../api/change-profile-image.ts';
import styles from './profile-image-editor.module.css';

/** What the API accepts (contract MESSAGES.imageUnsupported). */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** The profile picture; a picked file replaces it once the user confirms. */
export function ProfileImageEditor({ src }: { src: string }) {
  const confirm = useConfirm();
  const toast = useToast();
  const [progress, setProgress] = useState(0);
  const changeImage = useChangeProfileImage({
    mutationConfig: {
      onSuccess: () => toast.success(SUCCESS_MESSAGES.profileImageChanged),
      onError: () => toast.error(ERROR_MESSAGES.profileImageChangeFailed),
    },
  });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again fires change again.
    event.target.value = '';
    if (file === undefined || !(await confirm(CONFIRM_MESSAGES.changeProfileImage))) return;
    setProgress(0);
    changeImage.mutate({ file, onProgress: setProgress });
  };

  return (
    <div className={styles.editor}>
      <img className={styles.image} src={src} alt="프로필 이미지" width={120} height={120} />
      <label className={styles.change}>
        <input
          className={styles.input}
          type="file"
          accept={ACCEPTED_TYPES}
          aria-label="프로필 이미지 변경"
          disabled={changeImage.isPending}
          onChange={(event) => void pick(event)}
        />
        <CameraIcon />
        <span aria-hidden="true">이미지 변경</span>
      </label>
      {changeImage.isPending && <UploadProgress value={progress} />}
    </div>
  );
}

function CameraIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </svg>
  );
}
