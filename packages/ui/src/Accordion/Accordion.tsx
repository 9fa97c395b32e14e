import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Accordion.css';

export interface AccordionItem {
  /** Stable id of the entry (also what `defaultOpen` names). */
  id: string;
  /** The question or title: the button that opens the entry. */
  title: ReactNode;
  /** The answer, shown while the entry is open. */
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /**
   * Heading level of the entries' titles (each trigger sits in a heading, as the WAI-ARIA accordion
   * pattern asks).
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Entries open at first. */
  defaultOpen?: readonly string[];
  className?: string;
}

/**
 * Entries that open and close independently (an FAQ, a glossary). Built on radix-ui's Accordion: each title
 * is a button in a heading with `aria-expanded` and `aria-controls`, arrow keys move between titles, Home
 * and End jump to the first and last.
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = [], className }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root
      type="multiple"
      defaultValue={[...defaultOpen]}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id} className={styles.item}>
          <RadixAccordion.Header asChild>
            <Heading className={styles.heading}>
              <RadixAccordion.Trigger className={styles.trigger}>
                <span className={styles.title}>{item.title}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content}>{item.content}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
