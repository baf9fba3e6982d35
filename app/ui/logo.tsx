/** The brand mark: a map pin over a speech wave, i.e. "your city, by voice". Decorative. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 36 36" className={className}>
      <rect width="36" height="36" rx="9" fill="#1d4ed8" />
      <path
        d="M18 7a8 8 0 0 0-8 8c0 5.6 6.6 12.4 7.2 13a1.1 1.1 0 0 0 1.6 0c.6-.6 7.2-7.4 7.2-13a8 8 0 0 0-8-8Z"
        fill="#fff"
      />
      <path
        d="M14.5 15h1.4M17.3 12.5v5M20.1 13.8v2.4"
        stroke="#1d4ed8"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
