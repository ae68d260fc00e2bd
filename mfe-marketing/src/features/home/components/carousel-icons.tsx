// Control icons of the carousels: decorative, the buttons carry the labels.
const common = { width: 20, height: 20, viewBox: '0 0 24 24', focusable: false } as const;

/** Points to the inline start (left in French, right in Arabic with the `directional` class). */
export function ChevronStart({ className }: { className?: string }) {
  return (
    <svg {...common} aria-hidden="true" className={className}>
      <path
        d="M15 5 8 12l7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ChevronEnd({ className }: { className?: string }) {
  return (
    <svg {...common} aria-hidden="true" className={className}>
      <path
        d="m9 5 7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
