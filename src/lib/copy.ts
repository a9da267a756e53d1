import type { Municipality } from '@/content/schema/municipality.ts';
import { formatNumber } from './format.ts';

/**
 * Fills the placeholders of campaign-wide copy ({municipality}, {target}) from the municipality file, and
 * those a section adds (`more`, e.g. the heat-pump chart's {year}).
 */
export function fillCopy(template: string, m: Municipality, more: Record<string, string> = {}): string {
  const values: Record<string, string> = { municipality: m.name, target: formatNumber(m.target), ...more };
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
