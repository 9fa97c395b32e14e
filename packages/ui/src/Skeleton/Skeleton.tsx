import type { CSSProperties, Ref } from 'react';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /**
   * Shape of the placeholder.
   * @default 'text'
   */
  shape?: SkeletonShape;
  /**
   * Number of text lines (shape `text` only); the last line is shorter.
   * @default 1
   */
  lines?: number;
  /** CSS width. @default '100%' */
  width?: string;
  /** CSS height; text lines follow the line height. */
  height?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Decorative loading placeholder, hidden from assistive technology: mark the loading region itself
 * with `aria-busy` and a text for screen readers.
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  width = '100%',
  height,
  className,
  ref,
}: SkeletonProps) {
  const style: CSSProperties = { width, ...(height ? { height } : {}) };
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={style}
    >
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          className={styles.block}
          data-shape={shape}
          data-last={count > 1 && i === count - 1 ? true : undefined}
          style={height && shape !== 'text' ? { height } : undefined}
        />
      ))}
    </div>
  );
}
