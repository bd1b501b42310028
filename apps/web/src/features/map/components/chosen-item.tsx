import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { isPhoneLayout, usePhoneLayout } from '@/lib/use-phone-layout.ts';
import styles from './place-explorer.module.css';

export type ChosenItem<Item> = {
  selected: Item | null;
  /** A marker's choice (or none): the card opens, the focus stays where it was. */
  setSelected: (item: Item | null) => void;
  /** A list item's choice: on phones the map and its sheet scroll into view. */
  chooseFromList: (item: Item) => void;
  mapAreaRef: RefObject<HTMLDivElement | null>;
  sheetRef: RefObject<HTMLDivElement | null>;
  /** Closes the sheet and gives the focus back to the list item that opened it. */
  closeSheet: () => void;
};

/**
 * The item chosen on a map explorer (a place, a pet report): a card beside the markers on
 * desktop, a bottom sheet over the map on phones, which takes the focus so a screen reader
 * reads it and Escape closes it. `onChoose` moves the map to an item chosen in the list.
 */
export function useChosenItem<Item>(onChoose: (item: Item) => void): ChosenItem<Item> {
  // The layout is read when a choice is made, not held here: a state that differs between the
  // server and a phone would re-render the whole explorer in one task right after hydration.
  const mapAreaRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  // The list item that opened the sheet: closing the sheet gives the focus back to it.
  const openerRef = useRef<HTMLElement | null>(null);
  const [selected, setSelected] = useState<Item | null>(null);

  const chooseFromList = (item: Item) => {
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSelected(item);
    onChoose(item);
    // On phones the list is under the map: bring the map, and the sheet on it, into view.
    if (isPhoneLayout()) {
      // A script's smooth scroll ignores the stylesheet's reduced-motion rule: ask here too.
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      mapAreaRef.current?.scrollIntoView({
        behavior: reduceMotion ? 'auto' : 'smooth',
        block: 'start',
      });
    }
  };

  // Only the phone's sheet has the ref.
  useEffect(() => {
    if (selected !== null) sheetRef.current?.focus({ preventScroll: true });
  }, [selected]);

  const closeSheet = () => {
    setSelected(null);
    openerRef.current?.focus();
    openerRef.current = null;
  };

  return { selected, setSelected, chooseFromList, mapAreaRef, sheetRef, closeSheet };
}

type ChosenItemPopupProps<Item> = {
  choice: ChosenItem<Item>;
  /** The sheet's name on phones, e.g. "{name} 정보". */
  label: string;
  /** The card, given how it closes. */
  children: (onClose: () => void) => ReactNode;
};

/** The chosen item's card: a sheet over the map on phones, a card beside the markers on desktop. */
export function ChosenItemPopup<Item>({ choice, label, children }: ChosenItemPopupProps<Item>) {
  // Mounted by a choice, never while hydrating: the layout can shape it.
  const phone = usePhoneLayout();
  return phone ? (
    <div
      ref={choice.sheetRef}
      className={styles.sheet}
      role="dialog"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') choice.closeSheet();
      }}
    >
      {children(choice.closeSheet)}
    </div>
  ) : (
    <div className={styles.card}>{children(() => choice.setSelected(null))}</div>
  );
}
