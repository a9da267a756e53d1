/** `partners[2].url`: a JSON path as an editor finds it in the file (a key too long to read is cut). */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(file)';
  return path
    .map((key, i) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      const short = name.length > 40 ? `${name.slice(0, 40)}…` : name;
      return i === 0 ? short : `.${short}`;
    })
    .join('');
}
