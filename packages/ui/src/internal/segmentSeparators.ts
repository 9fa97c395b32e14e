import { useRef, type KeyboardEvent } from 'react';

/** Keys people type between the parts of a date or time: "01.12.26", "01 12 26", "1/12/26", "7:30". */
const SEPARATORS = new Set([' ', '.', ',', '/', '-', '–', ':']);

/**
 * Lets a segmented date or time field be typed the way it reads: a separator after digits moves on to
 * the next segment ("1.12.26" is day 1, month 12, year 26), so a short entry never runs on into the
 * next part. A separator right after react-aria moved on by itself (a full "01") is swallowed, so
 * "01.12.26" and "1.12.26" read alike. Put the handler on an element around all segments.
 */
export function useSegmentSeparators() {
  const typedIn = useRef<HTMLElement | null>(null);
  const onKeyDownCapture = (event: KeyboardEvent<HTMLElement>) => {
    const segment = event.target as HTMLElement;
    if (segment.getAttribute('role') !== 'spinbutton') return;
    if (/^\d$/.test(event.key)) {
      typedIn.current = segment;
      return;
    }
    if (!SEPARATORS.has(event.key) || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    if (typedIn.current !== segment) return;
    const segments = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="spinbutton"]')];
    const next = segments[segments.indexOf(segment) + 1];
    if (next) {
      typedIn.current = null;
      next.focus();
    }
  };
  return { onKeyDownCapture };
}
