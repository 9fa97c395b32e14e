// Shared story helpers. Not a story file (the glob only takes *.stories.tsx).
import type { ReactNode } from 'react';

/** A real, very long German compound: labels and buttons must wrap it, not overflow. */
export const longGermanWord = 'Mineralölsteuerbefreiungsbescheinigung';

/** A narrow container to show wrapping of long texts. */
export function Narrow({ children, width = 280 }: { children: ReactNode; width?: number }) {
  return <div style={{ maxWidth: width }}>{children}</div>;
}

/** A neutral gear icon for IconButton stories. */
export function SampleIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="100%"
      height="100%"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
    </svg>
  );
}
