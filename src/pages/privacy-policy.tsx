import { Footer } from '@/components/layout/footer';
import { PageShell } from '@/components/layout/page-shell';
import { TopBar } from '@/components/layout/top-bar';
import type { Content } from '@/content/load';

export function PrivacyPolicyPage({ content }: { content: Content }) {
  const { site, municipality } = content;
  const { cooperative } = site;
  return (
    <PageShell
      header={<TopBar site={site} home={{ href: '/', label: 'Zur Startseite' }} />}
      footer={<Footer site={site} municipality={municipality} homePrefix="/" />}
    >
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {/* A soft hyphen: on a phone the long word breaks as "Datenschutz-erklärung". */}
          Datenschutz{'\u00ad'}erklärung und Impressum
        </h1>
        <p className="mt-6">
          Verantwortlich für diese Website ist die {cooperative.name}, {cooperative.address.postalCode}{' '}
          {cooperative.address.locality}. Kontakt:{' '}
          <a href={`mailto:${cooperative.email}`}>{cooperative.email}</a>
        </p>
      </div>
    </PageShell>
  );
}
