import type { BuildJson, Unreadable } from '@/base/build-json.ts';
import { writtenDay, zurichDay } from '@/base/calendar.ts';

// Where a saved file stands on the public site, from the site's build.json (src/base/build-json.ts), and how the
// app says it, in German: after a save, in the editor's toolbar and its live region («Gespeichert. Die Website
// wird neu gebaut …», «Online seit 14:32», «… noch nicht online» after the limit); in the list of entries, one
// word per file. No file access and no clock of its own, so every case is a unit test (site-status.test.ts).

/** What the site's build has of a file. */
export type OnSite =
  /** Not asked yet. */
  | { kind: 'unknown' }
  | { kind: 'unreadable'; why: Unreadable }
  /** The build shows the saved text; `since` is when that build was done. */
  | { kind: 'online'; since: string }
  /** A draft's file, which no build shows, and this one does not either. */
  | { kind: 'off'; since: string }
  /** The build shows another text of the file, or none where it should show this one. */
  | { kind: 'behind' };

/**
 * What `build` has of the file at `path`, whose saved text has the hash `expected` (src/base/build-json.ts,
 * textHash); `expected` null for a file the site does not show (a draft).
 */
export function onSite(
  path: string,
  expected: string | null,
  build: BuildJson | Unreadable | undefined,
): OnSite {
  if (build === undefined) return { kind: 'unknown' };
  if (typeof build === 'string') return { kind: 'unreadable', why: build };
  const shown = build.files[path];
  if (expected === null)
    return shown === undefined ? { kind: 'off', since: build.builtAt } : { kind: 'behind' };
  return shown === expected ? { kind: 'online', since: build.builtAt } : { kind: 'behind' };
}

/** What the app knows of how it follows a save. */
export interface Following {
  /** How long a build may take, in ms (CMS_ONLINE_LIMIT_MINUTES). */
  limitMs: number;
  /** The app of `npm run cms`: the site is `npm start`'s, its builds are said in its terminal. */
  local: boolean;
  /** The site's address, for the messages of the local app. */
  site: string;
}

export type Tone = 'waiting' | 'online' | 'problem' | 'neutral';

/** One status, as shown and as said. */
export interface StatusLine {
  tone: Tone;
  /** The short line the toolbar shows. */
  text: string;
  /** What the live region says: the line and, for a problem, why and what to do. */
  said: string;
  /** Why, and what to do: shown on request beside the line, by a button named with `question`. */
  details?: string;
  question?: 'Warum?' | 'Was tun?';
}

const TIME = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A time as an editor in Zurich reads it: «14:32» today, «12. März 2026, 14:32» another day. */
export function clockTime(iso: string, now: number): string {
  const instant = new Date(iso);
  const day = zurichDay(instant);
  const time = TIME.format(instant);
  return day === zurichDay(new Date(now)) ? time : `${writtenDay(day)}, ${time}`;
}

/** Why build.json cannot be read, in the editor's words. */
function unreadable(why: Unreadable, { local, site }: Following): string {
  switch (why) {
    case 'missing':
      return 'Die Website gibt keine Angaben zu ihrem Bau (build.json fehlt): Sie wurde mit einer älteren Fassung gebaut.';
    case 'unreachable':
      return local
        ? `Die Website auf ${site} antwortet nicht: Läuft «npm start» im Projektordner?`
        : 'Die Website antwortet nicht.';
    case 'not-json':
      return 'Die Angaben der Website zu ihrem Bau (build.json) sind kein gültiges JSON.';
    case 'older':
      return 'Die Angaben der Website zu ihrem Bau (build.json) stammen von einer älteren Fassung.';
  }
}

const minutes = (ms: number) => {
  const count = Math.round(ms / 60_000);
  return count === 1 ? 'einer Minute' : `${count} Minuten`;
};

/** The status of a save at `savedAt` (ms since 1970) of a file whose state on the site is `state`, at `now`. */
export function afterSave(state: OnSite, savedAt: number, now: number, following: Following): StatusLine {
  switch (state.kind) {
    case 'online': {
      const text = `Online seit ${clockTime(state.since, now)}`;
      return { tone: 'online', text, said: `${text}: Die Website zeigt die Änderung.` };
    }
    case 'off': {
      const text = 'Gespeichert. Als Entwurf nicht auf der Website.';
      return { tone: 'neutral', text, said: text };
    }
    case 'unreadable': {
      const text = 'Gespeichert. Ob die Änderung online ist, lässt sich nicht lesen.';
      const details = `${unreadable(state.why, following)} Die Änderung ist gespeichert; die App fragt weiter nach.`;
      return { tone: 'problem', text, said: `${text} ${details}`, details, question: 'Warum?' };
    }
    default: {
      if (now - savedAt < following.limitMs) {
        const text = 'Gespeichert. Die Website wird neu gebaut …';
        return { tone: 'waiting', text, said: text };
      }
      const text = 'Gespeichert, aber noch nicht online.';
      const what = following.local
        ? 'Was tun: Im Terminal von «npm start» steht, woran der Bau gescheitert ist; ist das behoben, baut es die Website von selbst neu.'
        : 'Was tun: Der Person Bescheid geben, die die Website betreut; sie sieht im Protokoll des Baus, woran es liegt.';
      const details = [
        `Seit ${minutes(following.limitMs)} zeigt kein neuer Bau der Website diese Änderung.`,
        'Sie ist gespeichert und geht nicht verloren.',
        'Wahrscheinlich ist der Bau an einer Regel gescheitert, die nur er prüft (etwa ein Partner-Logo, das es nicht gibt), oder der Webhoster hat eine Störung.',
        what,
        'Die App fragt weiter nach und meldet, sobald die Änderung online ist.',
      ].join(' ');
      return { tone: 'problem', text, said: `${text} ${details}`, details, question: 'Was tun?' };
    }
  }
}

/** The status of a file opened without a save in this visit, or undefined before the site answered. */
export function standing(state: OnSite, following: Following): StatusLine | undefined {
  switch (state.kind) {
    case 'unknown':
      return undefined;
    case 'online':
      return { tone: 'online', text: 'Online', said: 'Online: Die Website zeigt diese Fassung.' };
    case 'off':
      return {
        tone: 'neutral',
        text: 'Entwurf: nicht auf der Website',
        said: 'Entwurf: nicht auf der Website.',
      };
    case 'behind': {
      const text = 'Noch nicht online';
      const details =
        'Die Website zeigt eine frühere Fassung dieser Datei; der nächste Bau bringt diese online.';
      return { tone: 'waiting', text, said: `${text}. ${details}`, details, question: 'Warum?' };
    }
    case 'unreadable': {
      const text = 'Stand der Website nicht lesbar';
      const details = unreadable(state.why, following);
      return { tone: 'problem', text, said: `${text}. ${details}`, details, question: 'Warum?' };
    }
  }
}

/** The one word of the list of entries: whether what is saved is online; undefined before the site answered. */
export function badge(state: OnSite): { text: string; tone: Tone } | undefined {
  switch (state.kind) {
    case 'unknown':
      return undefined;
    case 'online':
      return { text: 'Online', tone: 'online' };
    case 'off':
      return { text: 'Entwurf', tone: 'neutral' };
    case 'behind':
      return { text: 'Noch nicht online', tone: 'waiting' };
    case 'unreadable':
      return { text: 'Stand unbekannt', tone: 'problem' };
  }
}
