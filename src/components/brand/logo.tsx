import type { Ref } from 'react';

// The 100in100 wordmark: one file per colour scheme, swapped by the browser through <picture>, so the
// right variant shows from the first paint without JavaScript.
interface LogoProps {
  /** Rendered height in px; the width follows the 5:2 aspect ratio of the files. */
  height: 40 | 80;
  className?: string;
  /** Empty when the logo sits inside a link that already names the destination. */
  alt?: string;
  imgRef?: Ref<HTMLImageElement>;
  id?: string;
}

export function Logo({ height, className, alt = '100in100', imgRef, id }: LogoProps) {
  return (
    <picture>
      <source srcSet="/brand/logo-dark.svg" media="(prefers-color-scheme: dark)" />
      <img
        ref={imgRef}
        id={id}
        src="/brand/logo-light.svg"
        alt={alt}
        width={height * 2.5}
        height={height}
        className={className}
        decoding="async"
      />
    </picture>
  );
}
