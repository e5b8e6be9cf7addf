/** The brand mark: an emerald with a gold outline. Decorative: the link around it carries the name. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="logo-mark">
      <defs>
        <linearGradient id="logo-gem" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3ddc84" />
          <stop offset="1" stopColor="#0e7a43" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="#0b1510" />
      <path d="M32 6 52 22 32 58 12 22Z" fill="url(#logo-gem)" stroke="#f5c518" strokeWidth="3" strokeLinejoin="round" />
      <path
        d="M12 22h40M24 22l8-16 8 16-8 36z"
        fill="none"
        stroke="#f5c518"
        strokeWidth="1.6"
        strokeLinejoin="round"
        opacity=".8"
      />
    </svg>
  );
}
