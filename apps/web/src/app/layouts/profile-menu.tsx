import type { MyStatus, PrincipalUser } from '@daengnyang/contract/account';
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/ui/avatar.tsx';
import { ProfileDialog } from './profile-dialog.tsx';
import styles from './profile-menu.module.css';

type ProfileMenuProps = { user: PrincipalUser; myStatus: MyStatus };

/** The user-name button of the header and the profile dialog it toggles. */
export function ProfileMenu({ user, myStatus }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !menuRef.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={menuRef}>
      <Avatar src={user.profileImgUrl} />
      <button
        ref={triggerRef}
        className={styles.trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className={styles.name}>{user.name}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open && (
        <ProfileDialog
          id={dialogId}
          user={user}
          myStatus={myStatus}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
