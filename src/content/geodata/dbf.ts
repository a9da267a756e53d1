// Reads the attribute table (.dbf) of a shapefile: the geodata's numbers, cantons and names. Written here
// because the maintained reader, dbffile, refuses swiss-maps' 2025 and 2026 tables (their empty name column
// has width 0), and because the content check reads synchronously. dBASE III as shapefiles use it: a
// 32-byte header, 32 bytes per column, then fixed-width records, each after a deletion flag.

const HEADER = 32;
const COLUMN = 32;
const END_OF_COLUMNS = 0x0d;
const DELETED = 0x2a; // '*'

/** Every record of the table, each column's text trimmed of its padding (spaces, NUL bytes). */
export function readDbf(data: Uint8Array): Record<string, string>[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const count = view.getUint32(4, true);
  const headerLength = view.getUint16(8, true);
  const recordLength = view.getUint16(10, true);
  const text = new TextDecoder('utf-8');
  const columns: { name: string; width: number }[] = [];
  for (let at = HEADER; data[at] !== END_OF_COLUMNS; at += COLUMN) {
    if (at + COLUMN > headerLength) throw new Error('readDbf: the table has no end of its columns');
    const name = text.decode(data.subarray(at, at + 11)).replace(/\0.*$/s, '');
    columns.push({ name, width: data[at + 16] ?? 0 });
  }
  if (headerLength + count * recordLength > data.byteLength)
    throw new Error(`readDbf: ${count} records of ${recordLength} bytes do not fit the file`);
  const records: Record<string, string>[] = [];
  for (let record = 0; record < count; record += 1) {
    let at = headerLength + record * recordLength;
    if (data[at] === DELETED) continue;
    at += 1;
    const values: Record<string, string> = {};
    for (const { name, width } of columns) {
      values[name] = text
        .decode(data.subarray(at, at + width))
        .replace(/[\0 ]+$/, '')
        .trim();
      at += width;
    }
    records.push(values);
  }
  return records;
}
