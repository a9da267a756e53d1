import { Logo } from '@/components/brand/logo';
import { PageShell } from '@/components/layout/page-shell';
import type { Content } from '@/content/load';

export function PrivacyPolicyPage({ content }: { content: Content }) {
  const { cooperative } = content.site;
  return (
    <PageShell>
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8">
        <a href="/" aria-label="100in100: zur Startseite">
          <Logo height={40} alt="" />
        </a>
        <h1 className="mt-10 text-4xl font-bold tracking-tight">Datenschutzerklärung und Impressum</h1>
        <p className="mt-6">
          Verantwortlich für diese Website ist die {cooperative.name}, {cooperative.address.postalCode}{' '}
          {cooperative.address.locality}. Kontakt:{' '}
          <a href={`mailto:${cooperative.email}`}>{cooperative.email}</a>
        </p>
      </div>
    </PageShell>
  );
}
