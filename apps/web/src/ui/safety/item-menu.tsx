import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './item-menu.module.css';

export type ItemMenuAction = { label: string; onSelect: () => void };

type ItemMenuProps = {
  /** What the ⋯ button is called by a screen reader ("두부네님의 댓글 더보기"). */
  label: string;
  actions: readonly ItemMenuAction[];
};

/**
 * The ⋯ menu of a post, comment or review (WAI-ARIA menu button): Enter, Space or ↓ open it
 * on its first item, ↑ on its last; arrows move, Home and End jump, Escape and Tab close it,
 * and a chosen item or Escape gives the focus back to the button.
 */
export function ItemMenu({ label, actions }: ItemMenuProps) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<'first' | 'last' | null>(null);

  useEffect(() => {
    const menu = menuRef.current;
    if (open === null || menu === null) return;
    const items = menu.querySelectorAll<HTMLElement>('[role="menuitem"]');
    items[open === 'first' ? 0 : items.length - 1]?.focus();
    const closeOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.contains(target) && !buttonRef.current?.contains(target)) setOpen(null);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(null);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(null);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className={styles.wrapper}>
      <button
        ref={buttonRef}
        className={styles.button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open !== null ? menuId : undefined}
        onClick={() => (open === null ? setOpen('first') : setOpen(null))}
        onKeyDown={onButtonKeyDown}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.dots}>
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
      </button>
      {open !== null && (
        <div
          ref={menuRef}
          id={menuId}
          className={styles.menu}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
        >
          {actions.map((action) => (
            <button
              key={action.label}
              className={styles.item}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close();
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
