import type { ReactNode } from 'react';

// Brand marks of the two social networks, drawn for this site (the icon set has none); decorative, the
// link around them carries the name.
interface IconProps {
  className?: string;
}

/** The 24 px frame both marks share: decorative, coloured by the surrounding text. */
function IconFrame({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function LinkedInIcon({ className }: IconProps) {
  return (
    <IconFrame className={className}>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <path
        d="M7 10v7M7 7v.01M11 17v-7M11 13.5c0-2 1.2-3.5 3-3.5s3 1.2 3 3.5V17"
        stroke="var(--page)"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </IconFrame>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <IconFrame className={className}>
      <rect x="3" y="3" width="18" height="18" rx="5" stroke="currentColor" strokeWidth="2" fill="none" />
      <circle cx="12" cy="12" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </IconFrame>
  );
}
