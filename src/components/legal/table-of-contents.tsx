interface TocEntry {
  id: string;
  label: string;
}

interface TableOfContentsProps {
  /** The numbered topics, in order. */
  topics: TocEntry[];
  /** Entries after the topics, unnumbered (the imprint). */
  more?: TocEntry[];
  className?: string;
}

const link =
  'flex items-baseline gap-3 rounded-lg px-3 py-2 text-[0.95rem] leading-snug text-ink hover:bg-brand-soft hover:text-brand lg:py-1.5';

/** In-page links to the topics of a long text; plain anchors, so they work without JavaScript. */
export function TableOfContents({ topics, more = [], className = '' }: TableOfContentsProps) {
  return (
    <nav aria-labelledby="inhalt" className={className}>
      <h2 id="inhalt" className="px-3 text-sm font-bold tracking-wider text-muted uppercase">
        Inhalt
      </h2>
      <ol className="mt-3 grid gap-0.5">
        {topics.map(({ id, label }, i) => (
          <li key={id}>
            <a href={`#${id}`} className={link}>
              {/* At least 1.25rem, so single and double digits align; never broken, whatever the text size. */}
              <span className="min-w-5 shrink-0 text-right font-semibold whitespace-nowrap text-brand tabular-nums">
                {i + 1}
              </span>
              <span>{label}</span>
            </a>
          </li>
        ))}
      </ol>
      {more.length > 0 ? (
        <ul className="mt-2 grid gap-0.5 border-t border-line pt-2">
          {more.map(({ id, label }) => (
            <li key={id}>
              <a href={`#${id}`} className={`${link} font-semibold`}>
                <span className="min-w-5 shrink-0" />
                <span>{label}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
