import type { ReactNode } from 'react';
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

/** Tabs with arrow-key navigation (react-aria `Tabs`); bind `selectedKey` to the route for deep links. */
export function Tabs<K extends Key = string>({
  'aria-label': ariaLabel,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
}: TabsProps<K>) {
  return (
    <AriaTabs
      className={[styles.tabs, className].filter(Boolean).join(' ')}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key) => onSelectionChange?.(key as K)}
    >
      <AriaTabList aria-label={ariaLabel} className={styles.tabList} items={items}>
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
