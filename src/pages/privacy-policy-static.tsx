import { ArrowLeft } from 'lucide';
import { Footer } from '@/components/layout/footer.tsx';
import { Imprint } from '@/components/legal/imprint.tsx';
import { TableOfContents } from '@/components/legal/table-of-contents.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import type { Content, PrivacyPolicy } from '@/content/schema/content.ts';
import type { PrivacyPolicyStatic } from '@/pages/privacy-policy.tsx';

/**
 * The privacy page's build-only parts (see StaticHtml), handed to PrivacyPolicyPage by src/entry-server.tsx
 * only: the legal text and its code never reach the browser's bundle.
 */
/**
 * The legal HTML without the line breaks between its blocks (paragraphs, lists, headings, quotes): they
 * draw nothing, and the page's first round trip is about 14 KB (docs/performance.md). Breaks inside a line of
 * text stay, where they are the space between two words.
 */
const compact = (html: string) => html.replace(/>\n+<(?=\/?(?:p|ul|ol|li|h3|blockquote)\b)/g, '><');

export function privacyPolicyStatic(content: Content, policy: PrivacyPolicy): PrivacyPolicyStatic {
  const { site } = content;
  return {
    text: <PolicyText content={content} policy={policy} />,
    footer: <Footer site={site} homePrefix="/" drawLogo />,
  };
}

function PolicyText({ content, policy }: { content: Content; policy: PrivacyPolicy }) {
  const { site } = content;
  const copy = site.privacyPage;
  return (
    <>
      <div className="border-b border-line bg-surface">
        <div className="mx-auto max-w-content px-5 pt-6 pb-12 sm:px-8 lg:pt-10 lg:pb-16">
          <a
            href="/"
            className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-semibold text-brand underline-offset-4 hover:underline print:hidden"
          >
            <Icon icon={ArrowLeft} className="size-5" />
            {copy.back}
          </a>
          <p className="mt-8 text-sm font-bold tracking-wider text-brand uppercase lg:mt-10">{copy.kicker}</p>
          <h1 className="mt-3 max-w-3xl text-[2rem] leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            {/* site.json writes a soft hyphen: no browser here hyphenates German, and the compound is wider than a phone. */}
            {copy.heading}
          </h1>
          <p className="mt-5 text-muted">
            {copy.updated}{' '}
            {/* Kept on one line by no-break spaces rather than nowrap, so that at 200 % text on a phone it
                may still break rather than push the page sideways. */}
            <time dateTime={policy.updated}>{policy.updatedText.replaceAll(' ', '\u00a0')}</time>
          </p>
        </div>
      </div>

      <div className="mx-auto max-w-content px-5 py-12 sm:px-8 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)] lg:gap-16 lg:py-16 xl:gap-24">
        <TableOfContents
          topics={policy.sections.map(({ id, title }) => ({ id, label: title }))}
          more={[{ id: 'impressum', label: site.imprint.title }]}
          // On wide screens the list scrolls in a box of its own, which clips what overflows it: 0.5rem of
          // padding, taken back by negative margins, leaves room for the focus ring drawn outside each link.
          className="mb-14 rounded-2xl border border-line bg-card p-3 py-5 shadow-sm lg:sticky lg:top-[5.5rem] lg:-mx-2 lg:-mt-2 lg:mb-0 lg:max-h-[calc(100svh-6rem)] lg:self-start lg:scroll-p-2 lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-2 lg:shadow-none print:hidden"
        />

        <article className="max-w-[68ch] min-w-0">
          <div
            className="legal-prose legal-intro"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered at build time from the content file
            dangerouslySetInnerHTML={{ __html: compact(policy.intro) }}
          />
          {policy.sections.map(({ id, title, html }, i) => (
            <section key={id} aria-labelledby={id} className="mt-14 border-t border-line pt-10 sm:mt-16">
              <h2
                id={id}
                className="text-[1.375rem] leading-tight font-bold tracking-tight text-balance sm:flex sm:gap-3 sm:text-[1.75rem]"
              >
                <span className="mr-2 shrink-0 text-brand tabular-nums sm:mr-0">{i + 1}.</span>
                <span>{title}</span>
              </h2>
              <div
                className="legal-prose mt-5"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered at build time from the content file
                dangerouslySetInnerHTML={{ __html: compact(html) }}
              />
            </section>
          ))}
          <Imprint site={site} className="mt-16 border-t border-line pt-10 sm:mt-20" />
        </article>
      </div>
    </>
  );
}
