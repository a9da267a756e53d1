import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { builtPages, siteRoot } from './support/pages.ts';

// Every link and reference on every page: in-page and cross-page anchors have their target (in the
// prerendered HTML, so they work without JavaScript too), internal paths answer 200, absolute URLs on the
// site's own address (canonical, og:image) name files that exist, and links to other sites open in a new
// tab without handing it this page (rel="noopener noreferrer").

const siteUrl = new URL(JSON.parse(readFileSync(join(siteRoot, 'content', 'site.json'), 'utf8')).siteUrl)
  .origin;

interface Reference {
  tag: string;
  attribute: string;
  value: string;
  target: string | null;
  rel: string | null;
}

const idsCache = new Map<string, Set<string>>();
async function idsOf(request: APIRequestContext, path: string) {
  const cached = idsCache.get(path);
  if (cached) return cached;
  const html = await (await request.get(path)).text();
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));
  idsCache.set(path, ids);
  return ids;
}

for (const sitePage of builtPages()) {
  test(`${sitePage.name}: every link and reference resolves`, async ({ page, request, baseURL }) => {
    await page.goto(sitePage.path);
    await page.waitForLoadState('networkidle');
    const references: Reference[] = await page.evaluate(() => {
      const list: Reference[] = [];
      const add = (el: Element, attribute: string, value: string | null) => {
        if (value)
          list.push({
            tag: el.tagName.toLowerCase(),
            attribute,
            value,
            target: el.getAttribute('target'),
            rel: el.getAttribute('rel'),
          });
      };
      for (const el of document.querySelectorAll('a, area, link[href]'))
        add(el, 'href', el.getAttribute('href'));
      // An SVG that shows a drawing of the page (the logo, drawn once): its target must be on the page.
      for (const el of document.querySelectorAll('use')) add(el, 'href', el.getAttribute('href'));
      for (const el of document.querySelectorAll('img[src], script[src], source[src]'))
        add(el, 'src', el.getAttribute('src'));
      for (const el of document.querySelectorAll('img[srcset], source[srcset]'))
        for (const candidate of (el.getAttribute('srcset') ?? '').split(','))
          add(el, 'srcset', candidate.trim().split(/\s+/)[0] ?? null);
      for (const el of document.querySelectorAll(
        'meta[property="og:image"], meta[name="twitter:image"], meta[property="og:url"]',
      ))
        add(el, 'content', el.getAttribute('content'));
      return list;
    });
    expect(references.length).toBeGreaterThan(5);

    const problems: string[] = [];
    const pageUrl = new URL(sitePage.path, baseURL);
    for (const ref of references) {
      const where = `<${ref.tag} ${ref.attribute}="${ref.value}">`;
      if (ref.value.startsWith('mailto:')) {
        if (!/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(ref.value))
          problems.push(`${where}: not a mail address`);
        continue;
      }
      // Data URLs (the inlined favicon) travel inside the page: nothing to resolve, no other site.
      if (ref.value.startsWith('tel:') || ref.value.startsWith('data:')) continue;
      const url = new URL(ref.value, pageUrl);
      const ownSite = url.origin === pageUrl.origin || url.origin === siteUrl;
      if (!ownSite) {
        if (ref.tag !== 'a') problems.push(`${where}: loads something from another site`);
        else if (ref.target !== '_blank') problems.push(`${where}: another site, but not in a new tab`);
        else if (!/\bnoopener\b/.test(ref.rel ?? '') || !/\bnoreferrer\b/.test(ref.rel ?? ''))
          problems.push(`${where}: opens a new tab without rel="noopener noreferrer"`);
        continue;
      }
      if (ref.tag === 'a' && ref.target === '_blank') problems.push(`${where}: own page in a new tab`);
      const path = url.pathname;
      const sameDocument = path === pageUrl.pathname;
      const response = sameDocument ? null : await request.get(path);
      if (response && response.status() !== 200) {
        problems.push(`${where}: ${path} answers ${response.status()}`);
        continue;
      }
      if (ref.value.includes('#')) {
        const id = decodeURIComponent(url.hash.slice(1));
        const exists = id !== '' && (await idsOf(request, path)).has(id);
        if (!exists) problems.push(`${where}: no element with id "${id}" on ${path}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
