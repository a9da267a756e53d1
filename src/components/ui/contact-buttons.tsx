import { CalendarDays, Mail } from 'lucide';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import type { Site } from '@/content/schema/site.ts';

// The two ways to get in touch, everywhere they appear: book an appointment (the booking page, in a new tab)
// and write a mail. Each place gives them its own look; the targets and labels come from here.

const LOOKS = {
  /** On the hero's gradient: text only. */
  hero: {
    booking: 'accent',
    mail: 'outline-light',
    size: 'small',
    icons: false,
    compact: false,
    mailLabel: 'Mail senden',
  },
  /** In the top bar: with icons, only the icons on narrow screens. */
  bar: {
    booking: 'accent',
    mail: 'outline',
    size: 'small',
    icons: true,
    compact: true,
    mailLabel: 'Mail senden',
  },
  /** On the call to action's sun-coloured panel. */
  panel: {
    booking: 'on-accent',
    mail: 'outline-on-accent',
    size: 'large',
    icons: true,
    compact: false,
    mailLabel: 'Sende uns ein Mail',
  },
} as const;

export function ContactButtons({ site, look }: { site: Site; look: keyof typeof LOOKS }) {
  const { booking, mail, size, icons, compact, mailLabel } = LOOKS[look];
  return (
    <>
      <ButtonLink
        href={site.links.booking}
        external
        variant={booking}
        size={size}
        compact={compact}
        icon={icons ? <Icon icon={CalendarDays} className="size-5" /> : undefined}
      >
        Termin buchen
      </ButtonLink>
      <ButtonLink
        href={`mailto:${site.cooperative.email}`}
        variant={mail}
        size={size}
        compact={compact}
        icon={icons ? <Icon icon={Mail} className="size-5" /> : undefined}
      >
        {mailLabel}
      </ButtonLink>
    </>
  );
}
