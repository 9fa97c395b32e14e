import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem<K extends Key = string> {
  id: K;
  /** Tab title. */
  label: ReactNode;
  /** Panel content (rendered only while selected). */
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps<K extends Key = string> {
  /** Accessible name of the tab list (e.g. the page section). */
  'aria-label': string;
  items: readonly TabItem<K>[];
  /** Selected tab id (controlled), e.g. from the route `/profil/:tab`. */
  selectedKey?: K;
  defaultSelectedKey?: K;
  onSelectionChange?: (key: K) => void;
  className?: string;
}

/**
 * Scrolls a tab strip sideways (only sideways: the page stays where it is) so that `tab` is fully visible.
 * Exported for its test.
 */
export function revealTab(list: HTMLElement, tab: HTMLElement): void {
  const l = list.getBoundingClientRect();
  const t = tab.getBoundingClientRect();
  if (t.left < l.left) list.scrollLeft -= l.left - t.left;
  else if (t.right > l.right) list.scrollLeft += Math.min(t.right - l.right, t.left - l.left);
}

/**
 * Tabs with arrow-key navigation (react-aria `Tabs`); bind `selectedKey` to the route for deep links. On a
 * narrow screen the tab strip scrolls sideways and keeps the selected tab in view (also when the page opens
 * on a deep link to a later tab).
 */
export function Tabs<K extends Key = string>({
  'aria-label': ariaLabel,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
}: TabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<K | undefined>(defaultSelectedKey);
  const shown = selectedKey ?? chosen;
  useEffect(() => {
    // After the frame: the tab list builds its tabs after the first commit.
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (list && tab) revealTab(list, tab);
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return (
    <AriaTabs
      className={[styles.tabs, className].filter(Boolean).join(' ')}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key) => {
        setChosen(key as K);
        onSelectionChange?.(key as K);
      }}
    >
      <AriaTabList ref={listRef} aria-label={ariaLabel} className={styles.tabList} items={items}>
        {(item) => (
          <AriaTab id={item.id} isDisabled={item.isDisabled} className={styles.tab}>
            {item.label}
          </AriaTab>
        )}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel key={String(item.id)} id={item.id} className={styles.panel}>
          {item.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
