import { DecorativeSvg } from '@/components/ui/decorative-svg.tsx';

// Brand marks of the two social networks, drawn for this site (the icon set has none); decorative, the
// link around them carries the name. Both are 24 px and take the surrounding text's colour.
interface IconProps {
  className?: string;
}

const INSTAGRAM_LINE = { stroke: 'currentColor', strokeWidth: 2, fill: 'none' } as const;

export function LinkedInIcon({ className }: IconProps) {
  return (
    <DecorativeSvg viewBox="0 0 24 24" width={24} height={24} className={className}>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      {/* "in", cut out of the square in the page's colour */}
      <g stroke="var(--page)" strokeWidth="2" strokeLinecap="round" fill="none">
        <path d="M7 10v7M7 7v.01M11 17v-7M11 13.5c0-2 1.2-3.5 3-3.5s3 1.2 3 3.5V17" />
      </g>
    </DecorativeSvg>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <DecorativeSvg viewBox="0 0 24 24" width={24} height={24} className={className}>
      <rect x="3" y="3" width="18" height="18" rx="5" {...INSTAGRAM_LINE} />
      <circle cx="12" cy="12" r="4" {...INSTAGRAM_LINE} />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </DecorativeSvg>
  );
}
