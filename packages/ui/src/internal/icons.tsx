// Small inline icons (24x24 grid, stroke uses currentColor). Decorative: callers label the control.
const common = {
  viewBox: '0 0 24 24',
  width: '100%',
  height: '100%',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const CloseIcon = () => (
  <svg {...common}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const CheckIcon = () => (
  <svg {...common}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
export const MinusIcon = () => (
  <svg {...common}>
    <path d="M6 12h12" />
  </svg>
);
export const ChevronDownIcon = () => (
  <svg {...common}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const EyeIcon = () => (
  <svg {...common}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
export const EyeOffIcon = () => (
  <svg {...common}>
    <path d="M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.7 17.7 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7c1.8 0 3.4-.5 4.8-1.3M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </svg>
);
export const InfoIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </svg>
);
