import { formatNumber } from '@/base/format.ts';
import type { Site } from '@/content/schema/site.ts';
import type { CampaignRecord } from '@/lib/campaign-record.ts';

// The overview's track record: three figures in large type, each with its label beneath, and what the
// replaced heating systems count. Written at build time (see StaticHtml).

export function CampaignRecordFigures({
  copy,
  record,
}: {
  copy: Site['campaignsOverview'];
  record: CampaignRecord;
}) {
  const figures = [
    { value: record.finished, label: copy.finished },
    { value: record.replaced, label: copy.replaced },
    { value: record.running, label: copy.running },
  ];
  return (
    <section aria-labelledby="bilanz" className="mx-auto max-w-content px-5 pt-12 sm:px-8 lg:pt-16">
      <h2 id="bilanz" className="sr-only">
        {copy.figuresHeading}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map(({ value, label }) => (
          <div
            key={label}
            className="flex flex-col-reverse rounded-2xl border border-brand/30 bg-card p-6 shadow-sm"
          >
            <dt className="mt-2 font-semibold">{label}</dt>
            <dd className="text-5xl font-extrabold tracking-tight text-brand tabular-nums">
              {formatNumber(value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-muted">{copy.replacedNote}</p>
    </section>
  );
}
