/** The Loreweave mark: two strands woven together. Drawn inline, nothing fetched. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2a2023" />
      <path
        d="M5 11c6 0 8 10 11 10s5-10 11-10"
        fill="none"
        stroke="#c86a6b"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M5 21c6 0 8-10 11-10s5 10 11 10"
        fill="none"
        stroke="#6ea8ff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="16" cy="16" r="2" fill="#f1dcdc" />
    </svg>
  );
}
