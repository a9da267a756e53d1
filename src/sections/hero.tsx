import { type ReactNode, useEffect, useRef } from 'react';
import { HeroIllustration } from '@/components/brand/hero-illustration.tsx';
import { Logo } from '@/components/brand/logo.tsx';
import { HERO_LOGO_ID } from '@/components/layout/anchors.ts';
import { StaticHtml } from '@/components/layout/static-html.tsx';
import { onScrollFrame, prefersReducedMotion } from '@/components/motion/scroll.ts';
import { ContactButtons } from '@/components/ui/contact-buttons.tsx';
import type { BrowserSite } from '@/content/browser-content.ts';
import type { SectionId } from '@/content/schema/site.ts';
import { HERO_LOGO, heroLogoHeight } from '@/lib/motion.ts';

/** Shrinks the hero logo from 80 to 40 px over half a window height of scrolling. */
function useShrinkingLogo() {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    const logo = ref.current;
    // Under reduced motion the style sheet shows the final size at once; nothing moves.
    if (!logo || prefersReducedMotion()) return;
    let applied = -1;
    return onScrollFrame(() => {
      const height = heroLogoHeight(window.scrollY, window.innerHeight); // reads
      if (height === applied) return;
      applied = height;
      // A transform, not a height: it shrinks without moving the text below (no layout shift).
      logo.style.transform = `scale(${height / HERO_LOGO.maxHeight})`; // the one write
    });
  }, []);
  return ref;
}

interface HeroProps {
  site: BrowserSite;
  /** Where the campaign stands (src/sections/campaign-status.tsx): given at build time only (see StaticHtml). */
  status?: ReactNode;
}

/** The hero is the page's first section. */
const ID: SectionId = 'Home';

export function Hero({ site, status }: HeroProps) {
  const logoRef = useShrinkingLogo();
  return (
    <section id={ID} aria-labelledby={`${ID}-heading`} className="hero-gradient text-hero-ink">
      <div className="mx-auto flex min-h-svh max-w-content flex-col px-5 pb-16 sm:px-8">
        <div className="flex flex-wrap justify-end gap-2 pt-5 sm:gap-3">
          <ContactButtons site={site} look="hero" />
        </div>
        {/* The logo starts well below the top bar's trigger line (64 + 120 px), so the bar appears only once
            the visitor scrolls the logo up towards it. */}
        <div className="relative flex flex-1 flex-col pt-[max(8.5rem,calc(30svh-4rem))]">
          <div className="sticky top-[120px] z-10 h-20">
            <Logo
              draw
              height={80}
              svgRef={logoRef}
              id={HERO_LOGO_ID}
              className="hero-logo h-20 w-auto max-w-full origin-top-left will-change-transform motion-reduce:scale-50"
            />
          </div>
          <h1
            id={`${ID}-heading`}
            className="mt-10 max-w-4xl text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:max-w-[62%] lg:text-6xl"
          >
            {site.hero.headline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty opacity-95 lg:max-w-[55%] lg:text-xl">
            {site.hero.subtext}
          </p>
          <StaticHtml>{status}</StaticHtml>
          {/* Fills the right half on wide screens; positioned out of the flow, so it moves nothing. It comes
              last: centred in this box, it would move down as the text arrived if the browser painted the
              page while the rest of the hero was still loading (a layout shift seen in 1 of 12 loads). */}
          <HeroIllustration className="pointer-events-none absolute top-1/2 right-0 hidden h-auto w-[36%] max-w-[30rem] -translate-y-1/3 lg:block dark:opacity-85" />
        </div>
      </div>
    </section>
  );
}
