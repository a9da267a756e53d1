import type { ReactNode } from 'react';

type Tone = 'renewable' | 'fossil';

const TONES: Record<Tone, { card: string; value: string; mark: string }> = {
  renewable: { card: 'border-brand/30', value: 'text-brand', mark: 'bg-brand' },
  fossil: { card: 'border-fossil/30', value: 'text-fossil', mark: 'bg-fossil' },
};

interface StatCardProps {
  tone: Tone;
  label: ReactNode;
  /** The big numeral, already formatted. */
  value: ReactNode;
  detail?: ReactNode;
  /** Extra content in the card's top-right corner, such as a change badge. */
  badge?: ReactNode;
  children?: ReactNode;
}

/** A big numeral with its label beneath, coloured by what it counts. */
export function StatCard({ tone, label, value, detail, badge, children }: StatCardProps) {
  const t = TONES[tone];
  return (
    <div className={`relative rounded-2xl border bg-card p-6 shadow-sm sm:p-8 ${t.card}`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="flex items-center gap-2 font-semibold">
          <span aria-hidden="true" className={`inline-block size-3 shrink-0 rounded-full ${t.mark}`} />
          {label}
        </p>
        {badge}
      </div>
      {/* A div, not a paragraph: a counting numeral is hidden from screen readers, and an empty paragraph
          would still be announced. */}
      <div className={`mt-4 text-5xl font-extrabold tracking-tight tabular-nums sm:text-6xl ${t.value}`}>
        {value}
      </div>
      {detail ? <p className="mt-2 text-muted">{detail}</p> : null}
      {children}
    </div>
  );
}
