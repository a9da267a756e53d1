import { Table2 } from 'lucide';
import type { ReactNode } from 'react';
import { StaticHtml } from '@/components/layout/static-html.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { fill } from '@/content/placeholders.ts';
import type { Site } from '@/content/schema/site.ts';

type TableCopy = Site['chartTable'];

export interface ChartTable {
  /** Column headers; the first names the row headers' column. */
  columns: string[];
  rows: { header: string; cells: string[] }[];
}

/** Everything of a figure except the chart: rendered at build time only (see StaticHtml). */
export interface FigureParts {
  /** What the chart shows, in a few words: the figure's caption. */
  title: string;
  /** An optional sentence under the title. */
  description?: ReactNode;
  /** "Quelle: …" */
  source: string;
  /** A legend, between the chart and the source. */
  legend?: ReactNode;
  /** The same data as the chart. */
  table: ChartTable;
}

interface ChartFigureProps {
  /**
   * Caption, legend, source and table (`figureParts(…)`): given at build time only, so their code stays out
   * of the browser bundle; the HTML written at build time stays in place (see StaticHtml).
   */
  parts?: { caption: ReactNode; details: ReactNode };
  /** The chart itself (an SVG with role="img" and an aria-label summary, or a state that stands in for it). */
  children: ReactNode;
}

/**
 * Every chart of the site is a figure: a caption that says what it shows, the chart, its source and the
 * same data as a table. The table sits in a native disclosure ('Daten als Tabelle'): it is in the HTML at
 * build time (so it works without JavaScript and before a lazy chart has loaded), screen readers reach it
 * as a button, and it is there for anyone who would rather read numbers than lines — not only for screen
 * readers — while the figure stays calm until someone asks for it.
 */
export function ChartFigure({ parts, children }: ChartFigureProps) {
  return (
    <figure className="min-w-0 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-8">
      <StaticHtml as="figcaption">{parts?.caption}</StaticHtml>
      <div className="mt-6">{children}</div>
      <StaticHtml>{parts?.details}</StaticHtml>
    </figure>
  );
}

/** The build-time parts of a figure, for ChartFigure's `parts` (imported by the `*-static.tsx` modules only). */
export function figureParts(parts: FigureParts, copy: TableCopy) {
  return { caption: <Caption {...parts} />, details: <Details {...parts} copy={copy} /> };
}

function Caption({ title, description }: FigureParts) {
  return (
    <>
      <span className="block text-lg leading-snug font-semibold text-balance sm:text-xl">{title}</span>
      {description ? <span className="mt-1 block text-muted">{description}</span> : null}
    </>
  );
}

function Details({ title, source, legend, table, copy }: FigureParts & { copy: TableCopy }) {
  const tableLabel = fill(copy.label, { title });
  return (
    <>
      {legend}
      <p className="mt-6 text-sm text-muted">{source}</p>
      <details className="group mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md font-semibold text-brand">
          <Icon icon={Table2} className="size-5" />
          {copy.toggle}
        </summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; keyboard users must reach it */}
        <section className="mt-3 overflow-x-auto" tabIndex={0} aria-label={tableLabel}>
          {/* Cells are styled by .data-table (global.css): per cell, the classes cost the first round trip. */}
          <table className="data-table w-full border-collapse text-sm tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.header}>
                  <th scope="row">{row.header}</th>
                  {row.cells.map((cell, i) => (
                    <td key={table.columns[i + 1] ?? i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </>
  );
}
