import { type KeyboardEvent, useRef } from 'react';
import styles from './tabs.module.css';

export type TabItem<Value extends string | number> = { value: Value; label: string };

type TabsProps<Value extends string | number> = {
  /** Names the tab list for screen readers, e.g. '커뮤니티 카테고리'. */
  label: string;
  tabs: readonly TabItem<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** The id of the panel the tabs control, when the page renders one. */
  panelId?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move the focus and select
 * at once, and only the selected tab is in the Tab order.
 */
export function Tabs<Value extends string | number>({
  label,
  tabs,
  value,
  onChange,
  panelId,
}: TabsProps<Value>) {
  const listRef = useRef<HTMLDivElement>(null);

  // Arrows wrap around at either end.
  const select = (index: number) => {
    const wrapped = (index + tabs.length) % tabs.length;
    const tab = tabs[wrapped];
    if (tab === undefined) return;
    onChange(tab.value);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.list} role="tablist" aria-label={label} ref={listRef}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            className={styles.tab}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
