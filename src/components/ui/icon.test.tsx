import { Mail } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon.tsx';

describe('Icon', () => {
  it("draws the Lucide icon's parts as decoration, in round 2 px lines of the text's colour", () => {
    const html = renderToStaticMarkup(<Icon icon={Mail} className="size-5" />);
    expect(html.slice(0, html.indexOf('>') + 1)).toBe(
      '<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" class="size-5" aria-hidden="true">',
    );
    // Every part of the drawing, in its order, with its own attributes.
    const parts = [...html.matchAll(/<(path|rect|circle|line|polyline|ellipse)\b([^>]*)>/g)];
    expect(parts.map(([, tag]) => tag)).toEqual(Mail.map(([tag]) => tag));
    for (const [index, [, attributes]] of Mail.entries())
      for (const [name, value] of Object.entries(attributes))
        expect(parts[index]?.[2]).toContain(` ${name}="${value}"`);
  });

  it('takes another stroke width and passes a data hook through', () => {
    const html = renderToStaticMarkup(<Icon icon={Mail} strokeWidth={1.75} data-spinner="" />);
    expect(html).toContain('stroke-width="1.75"');
    expect(html).toContain('data-spinner=""');
    expect(html).not.toContain('xmlns');
  });
});
