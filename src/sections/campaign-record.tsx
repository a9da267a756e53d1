import { formatNumber } from '@/base/format.ts';
import { OverviewSection } from '@/components/layout/overview-section.tsx';
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
    <OverviewSection
      id="bilanz"
      heading={copy.figuresHeading}
      hiddenHeading
      className="mx-auto max-w-content px-5 pt-12 sm:px-8 lg:pt-16"
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map(({ value, label }) => (
          <div
            key={label}
            // On a phone the figure and its label share a line, so the three fit one screen.
            className="flex flex-row-reverse items-baseline justify-end gap-4 rounded-2xl border border-brand/30 bg-card px-5 py-4 shadow-sm sm:flex-col-reverse sm:items-start sm:justify-start sm:gap-2 sm:p-6"
          >
            <dt className="font-semibold">{label}</dt>
            <dd className="shrink-0 text-5xl font-extrabold tracking-tight text-brand tabular-nums">
              {formatNumber(value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-muted">{copy.replacedNote}</p>
    </OverviewSection>
  );
}
