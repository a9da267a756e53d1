import type { Page } from '@playwright/test';

// Checks run in the page for the WCAG tests (tests/e2e/wcag-*.spec.ts, and the editing app's in tests/cms/). Each returns a list of problems,
// one line each, so a failure names the element and the numbers.

/** A short, readable name for an element in a failure message. */
export const DESCRIBE = `(el) => {
  const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  const cls = text ? '' : '.' + (el.getAttribute('class') || '').split(' ').slice(0, 4).join('.');
  return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + cls + ' "' + text + '"';
}`;

/**
 * In the page: resolves once the focused element has come to rest: its box unchanged for three frames in a
 * row, once the browser's (smooth) scroll to it and any scroll of a box around it have ended. Where it comes
 * to rest is what a visitor sees; a check during the scroll would judge a position it only passes.
 */
function restInPage(): Promise<void> {
  return new Promise<void>((done) => {
    const where = () => {
      const r = (document.activeElement ?? document.body).getBoundingClientRect();
      return `${r.x},${r.y},${r.width},${r.height}`;
    };
    let last = where();
    let still = 0;
    const frame = () => {
      const now = where();
      still = now === last ? still + 1 : 0;
      last = now;
      if (still >= 3) done();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Waits until the focused element has come to rest (restInPage). */
export function focusAtRest(page: Page): Promise<void> {
  return page.evaluate(restInPage);
}

/**
 * In the page: whether the focused element can be seen: the points of its box that lie in the window (centre
 * and the middle of each edge, 2 px inside: hit testing follows rounded corners) hit the element or something
 * inside it, not the top bar or anything else. Answers '' or what covers it.
 */
function obscuredInPage(describe: string | ((el: Element) => string)): string {
  const name =
    typeof describe === 'string'
      ? (new Function(`return ${describe}`)() as (el: Element) => string)
      : describe;
  const el = document.activeElement;
  if (!el || el === document.body) return '';
  const r = el.getBoundingClientRect();
  const inset = Math.min(2, r.width / 4, r.height / 4);
  const points = [
    [r.left + r.width / 2, r.top + r.height / 2],
    [r.left + r.width / 2, r.top + inset],
    [r.left + r.width / 2, r.bottom - inset],
    [r.left + inset, r.top + r.height / 2],
    [r.right - inset, r.top + r.height / 2],
  ];
  const [cx, cy] = points[0] as [number, number];
  if (cx < 0 || cy < 0 || cx > innerWidth || cy > innerHeight)
    return `${name(el)}: its centre (${Math.round(cx)}, ${Math.round(cy)}) is outside the window`;
  for (const [x, y] of points as [number, number][]) {
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === el || el.contains(hit))) continue;
    // A transparent box in the flow (the next paragraph, reaching into a heading link's half-leading)
    // hides nothing: what covers the focus is painted (a background) or placed over the page (the bar).
    const hides = (box: Element | null): boolean => {
      for (let a = box; a && !a.contains(el); a = a.parentElement) {
        const s = getComputedStyle(a);
        const painted =
          s.backgroundImage !== 'none' || !/^(transparent|rgba\(.*, 0\))$/.test(s.backgroundColor);
        if (painted || s.position === 'fixed' || s.position === 'sticky') return true;
      }
      return false;
    };
    if (hit && !hides(hit)) continue;
    return `${name(el)}: at (${Math.round(x)}, ${Math.round(y)}) covered by ${hit ? name(hit) : 'nothing'}`;
  }
  return '';
}

/** Whether the focused element can be seen (obscuredInPage): '' or what covers it. */
export function focusObscured(page: Page): Promise<string> {
  return page.evaluate(obscuredInPage, DESCRIBE);
}

/**
 * Presses a key and, in one round trip to the page, names the element it focused ('' when the focus left the
 * page), waits until that element has come to rest (restInPage) and judges whether it can be seen there
 * (obscuredInPage): what `press`, `focusAtRest` and `focusObscured` answer one after the other.
 */
export async function pressToRest(page: Page, key: string): Promise<{ stop: string; obscured: string }> {
  await page.keyboard.press(key);
  return page.evaluate(
    async ([describe, rest, obscured]) => {
      // Made before the first await: the page's CSP allows no eval once the evaluation has yielded.
      const name = new Function(`return ${describe}`)() as (e: Element) => string;
      const atRest = new Function(`return ${rest}`)() as () => Promise<void>;
      const judge = new Function(`return ${obscured}`)() as (d: (e: Element) => string) => string;
      const el = document.activeElement;
      if (!el || el === document.body) return { stop: '', obscured: '' };
      const stop = name(el);
      await atRest();
      return { stop, obscured: judge(name) };
    },
    [DESCRIBE, restInPage.toString(), obscuredInPage.toString()] as const,
  );
}

/**
 * Text that cannot be read in full: a line of text beyond the window's sides (the page would scroll
 * sideways), or cut by an ancestor that clips without scrolling (overflow hidden or clip, an SVG's
 * viewport). Text hidden on purpose (visually hidden for screen readers) is skipped, and so is text in a box that
 * scrolls sideways on its own (a data table), which 1.4.10 allows.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate((describe) => {
    const name = new Function(`return ${describe}`)() as (el: Element) => string;
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const tolerance = 1;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [hidden], symbol, defs')) continue;
      // Visually hidden for screen readers (sr-only, also at some widths only): a 1 px clipping box.
      let hiddenOnPurpose = false;
      let scrolls = false;
      for (let a: Element | null = parent; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        const r = a.getBoundingClientRect();
        if ((s.overflow !== 'visible' && r.width <= 1 && r.height <= 1) || s.clipPath.startsWith('inset(50%'))
          hiddenOnPurpose = true;
        if (/auto|scroll/.test(s.overflowX) && a !== document.documentElement) scrolls = true;
      }
      if (hiddenOnPurpose) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const box = {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      };
      const label = `${name(parent)} (text "${node.textContent.trim().slice(0, 30)}")`;
      if (!scrolls && (box.left < -tolerance || box.right > width + tolerance)) {
        problems.push(
          `${label}: spans x = ${Math.round(box.left)}…${Math.round(box.right)}, window ${width} px`,
        );
        continue;
      }
      for (let a: Element | null = parent; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        const isSvg = a instanceof SVGSVGElement;
        // A chart's SVG clips at its viewport (the logo's wordmark is a drawing, not a chart).
        const clipsSvg = isSvg && s.overflow !== 'visible' && a.closest('figure') !== null;
        const clipsX = !isSvg && /hidden|clip/.test(s.overflowX);
        const clipsY = !isSvg && /hidden|clip/.test(s.overflowY);
        if (!clipsSvg && !clipsX && !clipsY) continue;
        const c = a.getBoundingClientRect();
        // A chart's label is a glyph box whose outer glyphs keep some room (side bearing, a trailing letter
        // space): up to 2 px past the edge cut no ink (src/components/charts/fit-labels.ts acts from 1.5 px).
        const slack = clipsSvg ? 2 : tolerance;
        const outX = box.left < c.left - slack || box.right > c.right + slack;
        const outY = box.top < c.top - slack || box.bottom > c.bottom + slack;
        if (((clipsSvg || clipsX) && outX) || ((clipsSvg || clipsY) && outY)) {
          problems.push(
            `${label}: cut by ${name(a)}: text ${Math.round(box.left)}…${Math.round(box.right)} × ${Math.round(box.top)}…${Math.round(box.bottom)}, box ${Math.round(c.left)}…${Math.round(c.right)} × ${Math.round(c.top)}…${Math.round(c.bottom)}`,
          );
          break;
        }
      }
    }
    // Labels of a chart must not run into each other (a label the chart hid to make room is not seen).
    for (const svg of document.querySelectorAll('svg')) {
      const texts = [...svg.querySelectorAll('text')]
        .filter((t) => {
          const s = getComputedStyle(t);
          return t.getClientRects().length > 0 && s.display !== 'none' && s.visibility !== 'hidden';
        })
        .map((t) => ({ t, r: t.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0);
      for (let i = 0; i < texts.length; i++)
        for (let j = i + 1; j < texts.length; j++) {
          const a = texts[i]?.r as DOMRect;
          const b = texts[j]?.r as DOMRect;
          const overlap =
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
          if (overlap)
            problems.push(
              `chart labels overlap: "${texts[i]?.t.textContent}" and "${texts[j]?.t.textContent}"`,
            );
        }
    }
    return problems;
  }, DESCRIBE);
}

/** WCAG 1.4.12's text spacing, as the bookmarklets apply it. */
export const TEXT_SPACING_CSS = `*, *::before, *::after {
  line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/** Whether a computed style draws a border on some side. */
const HAS_EDGE = `(s) => ['Top', 'Right', 'Bottom', 'Left'].some(
  (side) => parseFloat(s['border' + side + 'Width']) >= 1 && s['border' + side + 'Style'] !== 'none')`;

/**
 * Shapes drawn by a background colour alone (a filled button, a badge, a colour mark): under forced colours
 * the background is replaced by the system's, so each needs an edge of its own there. Marks the shapes in
 * the normal rendering (data-filled-shape) and answers how many.
 */
export function markFilledShapes(page: Page): Promise<number> {
  return page.evaluate((edge) => {
    const hasEdge = new Function(`return ${edge}`)() as (s: CSSStyleDeclaration) => boolean;
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r = 0, g = 0, b = 0]: number[]) => {
      const f = (v: number) => {
        const x = v / 255;
        return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const opaque = (c: string) => c !== 'transparent' && (rgb(c)[3] ?? 1) > 0.5;
    const behind = (el: Element): string => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.backgroundImage !== 'none') return '';
        if (opaque(s.backgroundColor)) return s.backgroundColor;
      }
      return getComputedStyle(document.documentElement).backgroundColor || 'rgb(255, 255, 255)';
    };
    let n = 0;
    for (const el of document.querySelectorAll('body *')) {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (!opaque(s.backgroundColor) || r.width < 4 || r.height < 4 || s.visibility === 'hidden') continue;
      if (hasEdge(s)) continue;
      const ground = behind(el);
      if (!ground) continue;
      const [a, b] = [lum(rgb(s.backgroundColor)), lum(rgb(ground))];
      if ((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) < 1.5) continue;
      el.setAttribute('data-filled-shape', '');
      n++;
    }
    return n;
  }, HAS_EDGE);
}

/** Under forced colours: the marked shapes that have neither a border nor their own colours kept. */
export function shapesWithoutEdge(page: Page): Promise<string[]> {
  return page.evaluate(
    ([describe, edge]) => {
      const name = new Function(`return ${describe}`)() as (el: Element) => string;
      return [...document.querySelectorAll('[data-filled-shape]')]
        .filter((el) => {
          const s = getComputedStyle(el);
          if (s.forcedColorAdjust === 'none') return false;
          return !(new Function(`return ${edge}`)() as (s: CSSStyleDeclaration) => boolean)(s);
        })
        .map(name);
    },
    [DESCRIBE, HAS_EDGE] as const,
  );
}

/**
 * How many pixels of two screenshots of the same area differ by a contrast of 3:1 or more (WCAG 2's relative
 * luminance), and the strongest change. Runs in the page under test, which decodes PNGs: a second page for it
 * would send this one to the background, where every screenshot waits a second for a frame.
 */
function strongPixels([focused, unfocused]: [string, string]) {
  const lum = (r: number, g: number, b: number) => {
    const c = (v: number) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
  };
  const pixels = async (b64: string) => {
    const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
    const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const ctx = new OffscreenCanvas(img.width, img.height).getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.drawImage(img, 0, 0);
    return ctx.getImageData(0, 0, img.width, img.height).data;
  };
  return Promise.all([pixels(focused), pixels(unfocused)]).then(([a, b]) => {
    let strong = 0;
    let best = 1;
    for (let i = 0; i < a.length; i += 4) {
      const la = lum(a[i] ?? 0, a[i + 1] ?? 0, a[i + 2] ?? 0);
      const lb = lum(b[i] ?? 0, b[i + 1] ?? 0, b[i + 2] ?? 0);
      const ratio = (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
      if (ratio >= 3) strong++;
      best = Math.max(best, ratio);
    }
    return { strong, best };
  });
}

/**
 * A screenshot of the area around an element in its final state: a transition still running (focus rings
 * fade in over 150 ms, also under reduced motion, as they change colour and do not move) is brought to its
 * end by Playwright, where the indicator's contrast is judged.
 */
const settledShot = (
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
  caret: 'hide' | 'initial',
) => page.screenshot({ clip, animations: 'disabled', caret });

/**
 * Whether the focused element's indicator is strong enough (WCAG 2.4.13's minimum area, which 2.4.7 and
 * 1.4.11 ask of it in spirit): compares the area around it focused and unfocused, and answers '' or what it
 * found. `caret: 'hide'` where text fields take the focus: a caret is no indicator (hiding it restyles the
 * page before every shot, so pages without text fields keep it). `within`: the Tab stops the focus has made
 * inside the element before this one (a date field's day, month and year are stops of one element, each
 * reached by Tab): focusing the element again puts the focus on its first, and as many Tabs bring it back
 * to the stop it was on, so that a walk goes on from there.
 */
export async function focusIndicatorShortfall(
  page: Page,
  stop: string,
  caret: 'hide' | 'initial' = 'initial',
  within = 0,
): Promise<string> {
  const box = await page.evaluate(() => {
    const el = document.activeElement as Element;
    const r = el.getBoundingClientRect();
    // A link that wraps is one box per line: its perimeter is theirs, not its bounding box's.
    const perimeter = [...el.getClientRects()].reduce(
      (sum, line) => sum + Math.min(line.width, innerWidth) + Math.min(line.height, innerHeight),
      0,
    );
    return { x: r.x, y: r.y, width: r.width, height: r.height, perimeter, innerWidth, innerHeight };
  });
  const margin = 10;
  const x = Math.max(0, Math.floor(box.x - margin));
  const y = Math.max(0, Math.floor(box.y - margin));
  const clip = {
    x,
    y,
    width: Math.min(box.innerWidth, Math.ceil(box.x + box.width + margin)) - x,
    height: Math.min(box.innerHeight, Math.ceil(box.y + box.height + margin)) - y,
  };
  if (clip.width <= 0 || clip.height <= 0) return '';
  const focused = await settledShot(page, clip, caret);
  await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    (window as unknown as { lastFocus: HTMLElement }).lastFocus = el;
    el.blur();
    // The focus on a part inside the element (a date field's calendar button) stays through blur(): it
    // goes to an element of no size for the shot.
    if (document.activeElement !== el) return;
    const sink = document.createElement('span');
    sink.tabIndex = -1;
    sink.style.position = 'fixed';
    sink.dataset.focusSink = '';
    document.body.append(sink);
    sink.focus({ preventScroll: true });
  });
  const unfocused = await settledShot(page, clip, caret);
  await page.evaluate(() => {
    document.querySelector('[data-focus-sink]')?.remove();
    (window as unknown as { lastFocus: HTMLElement }).lastFocus.focus();
  });
  for (let i = 0; i < within; i++) await page.keyboard.press('Tab');
  const { strong, best } = await page.evaluate(strongPixels, [
    focused.toString('base64'),
    unfocused.toString('base64'),
  ] as [string, string]);
  // WCAG 2.4.13's minimum area: as large as a 2 CSS px thick perimeter of the unfocused element.
  const needed = Math.round(2 * 2 * box.perimeter);
  return strong < needed
    ? `${stop}: ${strong} px changed by ≥ 3:1 (needs ${needed}); strongest change ${best.toFixed(2)}:1`
    : '';
}

/** Presses a key and answers the element it focused ('' when the focus left the page). */
export async function press(page: Page, key: string): Promise<string> {
  await page.keyboard.press(key);
  return page.evaluate((describe) => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    return (new Function(`return ${describe}`)() as (e: Element) => string)(el);
  }, DESCRIBE);
}
