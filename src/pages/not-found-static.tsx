import { Logo } from '@/components/brand/logo.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import type { Content } from '@/content/schema/content.ts';

/**
 * The not-found page's body (see StaticHtml), handed to NotFoundPage by src/entry-server.tsx only: its copy
 * (site.json → notFound) never reaches the page's JavaScript.
 */
export function notFoundStatic({ site }: Content) {
  const copy = site.notFound;
  return { skipLink: site.skipLink, body: <NotFoundBody copy={copy} /> };
}

function NotFoundBody({ copy }: { copy: Content['site']['notFound'] }) {
  return (
    <>
      <a href="/" aria-label={copy.logoLabel}>
        <Logo draw height={80} alt="" />
      </a>
      <h1 className="text-8xl font-extrabold tracking-tight text-brand">404</h1>
      <p lang={copy.headingLang} className="text-2xl font-semibold">
        {copy.heading}
      </p>
      <p className="max-w-md text-muted">{copy.text}</p>
      <ButtonLink href="/" variant="accent">
        {copy.button}
      </ButtonLink>
    </>
  );
}
