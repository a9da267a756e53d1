import { CalendarDays, Mail } from 'lucide';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import type { BrowserSite } from '@/content/browser-content.ts';

// The two ways to get in touch, everywhere they appear: book an appointment (the booking page, in a new tab)
// and write a mail. Each place gives them its own look; the targets come from here, the labels from
// site.json → contactButtons.

const LOOKS = {
  /** On the hero's gradient: text only. */
  hero: {
    booking: 'accent',
    mail: 'outline-light',
    size: 'small',
    icons: false,
    compact: false,
    mailLabel: 'mail',
  },
  /** In the top bar: with icons, only the icons on narrow screens. */
  bar: {
    booking: 'accent',
    mail: 'outline',
    size: 'small',
    icons: true,
    compact: true,
    mailLabel: 'mail',
  },
  /** On the call to action's sun-coloured panel. */
  panel: {
    booking: 'on-accent',
    mail: 'outline-on-accent',
    size: 'large',
    icons: true,
    compact: false,
    mailLabel: 'mailInvite',
  },
} as const;

export function ContactButtons({ site, look }: { site: BrowserSite; look: keyof typeof LOOKS }) {
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
        {site.contactButtons.booking}
      </ButtonLink>
      <ButtonLink
        href={`mailto:${site.cooperative.email}`}
        variant={mail}
        size={size}
        compact={compact}
        icon={icons ? <Icon icon={Mail} className="size-5" /> : undefined}
      >
        {site.contactButtons[mailLabel]}
      </ButtonLink>
    </>
  );
}
