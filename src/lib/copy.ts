import type { Municipality } from '@/content/schema/municipality';
import { formatNumber } from './format';

/** Fills the placeholders of campaign-wide copy ({municipality}, {target}) from the municipality file. */
export function fillCopy(template: string, m: Municipality): string {
  const values: Record<string, string> = { municipality: m.name, target: formatNumber(m.target) };
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
