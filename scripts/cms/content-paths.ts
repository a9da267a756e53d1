import { type Dirent, lstatSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { CONTENT_FILES, contentFilesWhere } from '../../src/content/content-files.ts';
import { LOGO_NAME_RULE, LOGO_PATH } from '../../src/content/schema/municipality.ts';
import { SLUG_RULE, slugFault } from '../../src/content/slug-rule.ts';

// Which paths the CMS's local backend may touch, and how: the one list of what an editor can change from
// the browser. Everything else in the checkout (package.json, scripts, .git, the repo root's listing) is
// refused before Decap's middleware sees the request. A path is checked as text first (relative, no `..`,
// no `\`, inside an area, a file name the build accepts there), then on disk: no part of it below the
// project folder may be a symbolic link, so a link cannot lead out of the area, not even to another file
// of the checkout. (A link made between this check and Decap's read needs a process on this machine that
// can read the files anyway.)

/** How a request uses a path. */
export type Access = 'read' | 'write' | 'delete' | 'list' | 'upload';

interface Area {
  /** The folder, or the one file, relative to the project folder. */
  path: string;
  /** Whether a file name is allowed in a folder, and the rule in words; undefined for a single-file area. */
  names?: (name: string) => boolean;
  rule?: string;
  /** What the area allows. */
  access: readonly Access[];
}

/** A municipality's file: a name the build takes as a page's path (src/content/slug-rule.ts). */
const isSlugFile = (name: string) =>
  name.endsWith('.json') && slugFault(name.slice(0, -5), new Set()) !== 'form';
const legalFolder = posix.dirname(CONTENT_FILES.privacyPolicy.path);

// The content files of the registry (src/content/content-files.ts), the legal texts' folder, and the logos.
const AREAS: readonly Area[] = [
  ...contentFilesWhere((file) => file.schema !== undefined).map(
    ([, file]): Area =>
      file.folder
        ? {
            path: file.path,
            names: isSlugFile,
            rule: `${SLUG_RULE}, Endung .json`,
            access: ['read', 'write', 'delete', 'list'],
          }
        : { path: file.path, access: ['read', 'write'] },
  ),
  {
    path: legalFolder,
    names: (name) => /^[a-z0-9-]+\.md$/.test(name),
    rule: 'Kleinbuchstaben, Ziffern und Bindestriche, Endung .md',
    access: ['read', 'write', 'list'],
  },
  {
    path: 'public/partners',
    names: (name) => LOGO_PATH.test(`/partners/${name}`),
    rule: LOGO_NAME_RULE,
    access: ['read', 'list', 'upload', 'delete'],
  },
];

/** The areas as an editor reads them in a refusal. */
const shown = AREAS.map((area) => `${area.path}${area.names ? '/' : ''}`);
export const AREA_LIST = `${shown.slice(0, -1).join(', ')} und ${shown.at(-1)}`;

const ACCESS_WORDS: Record<Access, string> = {
  read: 'gelesen',
  write: 'geschrieben',
  delete: 'gelöscht',
  list: 'aufgelistet',
  upload: 'hochgeladen',
};

/** A refused request (a path, an upload, its size): the HTTP status and the German sentence the editor sees. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status = 403,
  ) {
    super(message);
    this.name = 'Refused';
  }
}

/** The path as text: relative, clean, no `..`. Returns it without a folder's trailing slash. */
function cleanPath(path: string): string {
  const shown = `«${path.slice(0, 120)}»`;
  if (path.includes('\0') || path.includes('\\')) {
    throw new Refused(`Der Pfad ${shown} enthält ein unzulässiges Zeichen (\\ oder NUL).`);
  }
  if (path.startsWith('/') || /^[a-z]:/i.test(path)) {
    throw new Refused(`Der Pfad ${shown} ist absolut. Erwartet einen Pfad im Projekt, in ${AREA_LIST}.`);
  }
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed.split('/').some((segment) => segment === '..')) {
    throw new Refused(`Der Pfad ${shown} enthält «..». Erwartet einen Pfad in ${AREA_LIST}.`);
  }
  if (trimmed === '' || posix.normalize(trimmed) !== trimmed || trimmed.startsWith('./')) {
    throw new Refused(
      `Der Pfad ${shown} ist nicht eindeutig geschrieben. Erwartet einen Pfad wie content/site.json.`,
    );
  }
  return trimmed;
}

/** The area a path belongs to, checked against what the request does with it. */
function areaOf(path: string, access: Access): Area {
  const shown = `«${path.slice(0, 120)}»`;
  const folderAccess = access === 'list';
  const area = AREAS.find((a) =>
    folderAccess || !a.names ? a.path === path : posix.dirname(path) === a.path,
  );
  if (!area) {
    const inside = AREAS.some((a) => path.startsWith(`${a.path}/`));
    throw new Refused(
      inside && !folderAccess
        ? `Der Pfad ${shown} liegt in einem Unterordner. Erwartet eine Datei direkt in ${AREA_LIST}.`
        : `Der Pfad ${shown} liegt ausserhalb der Inhalte: der lokale Server liest und schreibt nur ${AREA_LIST}.`,
    );
  }
  if (!area.access.includes(access)) {
    throw new Refused(`${shown} darf im Bearbeitungsprogramm nicht ${ACCESS_WORDS[access]} werden.`);
  }
  const name = posix.basename(path);
  if (area.names && !folderAccess && !area.names(name)) {
    throw new Refused(
      `Der Dateiname «${name}» passt nicht. Erwartet ${area.rule} (z. B. ${area.path === 'public/partners' ? 'gemeinde-diepoldsau.svg' : 'diepoldsau.json'}).`,
      422,
    );
  }
  return area;
}

/** Refuses the path when any part of it below `root` is a symbolic link; a part that does not exist yet is fine. */
function refuseLinks(root: string, path: string) {
  const segments = path.split('/');
  for (let i = 1; i <= segments.length; i += 1) {
    const part = segments.slice(0, i).join('/');
    let isLink: boolean;
    try {
      isLink = lstatSync(posix.join(root, part)).isSymbolicLink();
    } catch {
      return;
    }
    if (isLink) {
      throw new Refused(
        `«${part}» ist ein symbolischer Link. Erwartet echte Dateien und Ordner: ein Link könnte aus ${AREA_LIST} hinausführen.`,
      );
    }
  }
}

/**
 * Checks that the request may do `access` with `path` below the project folder `root` (a real path, no
 * link in it), or throws Refused. For a listing, the folder must hold no link either.
 */
export function checkPath(root: string, path: unknown, access: Access): string {
  if (typeof path !== 'string') throw new Refused('Der Pfad fehlt oder ist kein Text.', 422);
  const clean = cleanPath(path);
  const area = areaOf(clean, access);
  refuseLinks(root, clean);
  if (access === 'list') {
    let entries: Dirent[] = [];
    try {
      entries = readdirSync(posix.join(root, area.path), { withFileTypes: true });
    } catch {
      // A missing folder lists as empty.
    }
    const link = entries.find((entry) => entry.isSymbolicLink());
    if (link) {
      throw new Refused(
        `Im Ordner ${area.path}/ liegt der symbolische Link «${link.name}». Erwartet nur echte Dateien: einen Link liest der lokale Server nicht.`,
      );
    }
  }
  return clean;
}
