import type { MyStatus, PrincipalUser } from '@daengnyang/contract/account';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/ui/avatar.tsx';
import { pressTakesFocus } from '@/ui/focusable.ts';
import styles from './profile-menu.module.css';

const loadProfileDialog = () => import('./profile-dialog.tsx');
/**
 * Only members open it, and only on a press: its code stays out of every visitor's first load
 * (the home page's budget) and is fetched when the pointer or the focus reaches the button.
 */
const ProfileDialog = lazy(async () => ({ default: (await loadProfileDialog()).ProfileDialog }));
const preloadProfileDialog = () => void loadProfileDialog();

type ProfileMenuProps = { user: PrincipalUser; myStatus: MyStatus };

/**
 * The user-name button of the header and the profile dialog it toggles. Escape and a press
 * outside close the dialog and give the focus back to the button, unless the press was on a
 * control or a link elsewhere, which the user meant to focus.
 */
export function ProfileMenu({ user, myStatus }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeToTrigger = () => {
      setOpen(false);
      triggerRef.current?.focus();
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      const { target } = event;
      if (!(target instanceof Element) || menuRef.current?.contains(target)) return;
      if (pressTakesFocus(target)) {
        setOpen(false);
        return;
      }
      // The press would drop the focus to <body> once the dialog is gone: cancelling it keeps
      // the focus where it is put back.
      event.preventDefault();
      closeToTrigger();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeToTrigger();
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress);
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
        onPointerEnter={preloadProfileDialog}
        onFocus={preloadProfileDialog}
      >
        <span className={styles.name}>{user.name}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProfileDialog
            id={dialogId}
            user={user}
            myStatus={myStatus}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
