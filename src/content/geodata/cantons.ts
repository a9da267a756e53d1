// The cantons by their official number (BFS), as the geodata numbers them: 1 Zürich … 26 Jura. The
// abbreviation is how the pages and messages name a municipality's canton («Wil (SG)»).
export const CANTONS = [
  'ZH',
  'BE',
  'LU',
  'UR',
  'SZ',
  'OW',
  'NW',
  'GL',
  'ZG',
  'FR',
  'SO',
  'BS',
  'BL',
  'SH',
  'AR',
  'AI',
  'SG',
  'GR',
  'AG',
  'TG',
  'TI',
  'VD',
  'VS',
  'NE',
  'GE',
  'JU',
] as const;

export type Canton = (typeof CANTONS)[number];

/** The abbreviation of canton number `number` (1 to 26), or undefined. */
export const cantonOf = (number: number): Canton | undefined => CANTONS[number - 1];
