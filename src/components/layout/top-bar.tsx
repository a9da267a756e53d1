import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Logo } from '@/components/brand/logo.tsx';
import { HERO_LOGO_ID } from '@/components/layout/anchors.ts';
import { onScrollFrame } from '@/components/motion/scroll.ts';
import { ContactButtons } from '@/components/ui/contact-buttons.tsx';
import type { BrowserSite } from '@/content/browser-content.ts';

/** Spec constants: the bar's height and the hero offset; the bar shows when the logo is within their sum. */
const TOP_BAR_HEIGHT = 64;
const HERO_OFFSET = 120;

/**
 * Whether the top bar shows. Never before the visitor has scrolled; then once the hero logo's top is within
 * 64 + 120 px of the window's top, or, on pages without a hero logo, once the scroll position reaches half
 * the window height minus 120.
 */
export function topBarVisible(scrollY: number, viewportHeight: number, heroLogoTop: number | null): boolean {
  if (scrollY <= 0) return false;
  if (heroLogoTop !== null) return heroLogoTop <= TOP_BAR_HEIGHT + HERO_OFFSET;
  return scrollY >= viewportHeight / 2 - HERO_OFFSET;
}

interface TopBarProps {
  site: BrowserSite;
  /** Where the logo leads: the hero on the home page, the home page elsewhere. */
  home: { href: string; label: string };
}

const noSubscription = () => () => {};

/** False on the server and while React hydrates the page, true once it has (React renders again then). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The bar only ever shows to a script, on scrolling: without JavaScript it stays hidden and inert, so the
 * prerendered page leaves it out (about 270 B of gzip on /, where the first round trip is tight;
 * docs/performance.md) and React adds it once it has hydrated the page. Hidden until the visitor scrolls, it looks the same.
 */
export function TopBar(props: TopBarProps) {
  return useHydrated() ? <TopBarHeader {...props} /> : null;
}

function TopBarHeader({ site, home }: TopBarProps) {
  const [visible, setVisible] = useState(false);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const heroLogo = document.getElementById(HERO_LOGO_ID);
    return onScrollFrame(() => {
      // Reads only; the one write is React's attribute change, and only when the state flips.
      const next = topBarVisible(
        window.scrollY,
        window.innerHeight,
        heroLogo?.getBoundingClientRect().top ?? null,
      );
      setVisible(next);
    });
  }, []);

  // The element the keyboard last focused; null once the visitor scrolls or points themselves (wheel, touch,
  // pointer, keys). Not at a scroll's end: the end of an earlier scroll may arrive after the next focus.
  const justFocused = useRef<EventTarget | null>(null);

  useEffect(() => {
    // The hero logo hands over to the bar's own (see .hero-logo in global.css).
    document.documentElement.dataset.topBar = visible ? 'visible' : 'hidden';
    if (visible && justFocused.current) requestAnimationFrame(() => clearFocus(headerRef.current));
  }, [visible]);

  useEffect(() => {
    // The browser scrolls a newly focused element into view after focusin, smoothly where motion is allowed
    // and not always at once: look two frames later, and again when that scroll ends.
    const clear = () => clearFocus(headerRef.current);
    const onFocus = (event: FocusEvent) => {
      justFocused.current = event.target;
      requestAnimationFrame(() => requestAnimationFrame(clear));
    };
    const onScrollEnd = () => {
      if (justFocused.current === document.activeElement) clear();
    };
    const onOwnScroll = (event: Event) => {
      if (!(event instanceof KeyboardEvent && event.key === 'Tab')) justFocused.current = null;
    };
    const own = ['wheel', 'touchstart', 'pointerdown', 'keydown'];
    document.addEventListener('focusin', onFocus);
    window.addEventListener('scrollend', onScrollEnd);
    for (const type of own) window.addEventListener(type, onOwnScroll, { passive: true });
    return () => {
      document.removeEventListener('focusin', onFocus);
      window.removeEventListener('scrollend', onScrollEnd);
      for (const type of own) window.removeEventListener(type, onOwnScroll);
    };
  }, []);

  return (
    <header
      ref={headerRef}
      data-visible={visible}
      // Hidden means transparent, not clickable and out of the tab order and the accessibility tree.
      inert={!visible}
      className={`fixed inset-x-0 top-0 z-40 h-16 border-b border-line bg-page/95 shadow-sm backdrop-blur transition-[opacity,translate] duration-200 motion-reduce:transition-none ${
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none -translate-y-2 opacity-0'
      }`}
    >
      <div className="mx-auto flex h-full max-w-content items-center justify-between gap-3 px-4 sm:px-8">
        {/* The logo gives way to the buttons when the text is large on a narrow phone. */}
        <a href={home.href} aria-label={home.label} className="min-w-0 rounded-full">
          <Logo height={40} alt="" className="h-10 w-auto max-w-full" />
        </a>
        <nav aria-label={site.topBar.contact} className="flex items-center gap-2">
          <ContactButtons site={site} look="bar" />
        </nav>
      </div>
    </header>
  );
}

/**
 * scroll-padding-top keeps what the keyboard focuses below the bar, but not when the bar appears after the
 * focus moved, nor, at a large text size, when an element is taller than the room under the bar: then the
 * page moves the focused element's top out from under the bar (WCAG 2.4.11).
 */
function clearFocus(header: HTMLElement | null) {
  const active = document.activeElement;
  if (header?.dataset.visible !== 'true') return;
  if (!active || active === document.body || header.contains(active)) return;
  const gap = active.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
  if (gap < 0) window.scrollBy({ top: gap - 16, behavior: 'instant' });
}
