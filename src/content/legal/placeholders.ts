import { quote } from '../quote.ts';
import type { Site } from '../schema/site.ts';

// The placeholders of the legal text, filled from content/site.json, so that no fact is typed twice.

const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>|~#]/g, '\\$&');

/** The link targets {email} and {phone} write: the only mailto: and tel: links the text may hold. */
export function contactHrefs(site: Site): { mailto: string; tel: string } {
  return {
    mailto: `mailto:${site.cooperative.email}`,
    tel: `tel:${site.cooperative.phone.replace(/\s/g, '')}`,
  };
}

/**
 * The placeholders the legal text may use, and their values as Markdown: {email} and {phone} become links;
 * the URLs are meant for link targets: [Text]({booking}).
 */
function placeholders(site: Site): Record<string, string> {
  const { cooperative: c, links } = site;
  const text = escapeMarkdown;
  const { mailto, tel } = contactHrefs(site);
  return {
    campaign: text(site.campaign),
    name: text(c.name),
    legalForm: text(c.legalForm),
    street: text(c.address.street),
    postalCode: text(c.address.postalCode),
    locality: text(c.address.locality),
    country: text(c.address.country),
    address: text(`${c.address.street}, ${c.address.postalCode} ${c.address.locality}, ${c.address.country}`),
    email: `[${text(c.email)}](${mailto})`,
    // No-break spaces keep the number on one line.
    phone: `[${text(c.phone).replace(/ /g, '\u00a0')}](${tel})`,
    siteUrl: site.siteUrl,
    booking: links.booking,
    linkedin: links.linkedin,
    instagram: links.instagram,
  };
}

/** Facts from site.json that must be written as a placeholder, never typed out. */
function typedFacts(site: Site): { fact: string; placeholder: string }[] {
  const c = site.cooperative;
  return [
    { fact: c.email, placeholder: '{email}' },
    { fact: c.phone, placeholder: '{phone}' },
    { fact: c.address.street, placeholder: '{street} or {address}' },
    { fact: c.name, placeholder: '{name}' },
  ];
}

/** A placeholder `{name}`, or a heading id `{#id}` (read by the topics), at the position it is tried. */
const BRACES = /\{(?:#[a-z0-9-]+|([A-Za-z]+))\}/y;

/**
 * Checks the placeholders of `body` and fills them in. Every `{` must open a known placeholder that is
 * closed (`{name}`) or a heading id (`{#id}`); facts typed out are reported. `at` names a line.
 */
export function fillPlaceholders(
  body: string,
  site: Site,
  at: (index: number) => string,
  problems: string[],
): string {
  for (const { fact, placeholder } of typedFacts(site)) {
    const index = body.indexOf(fact);
    if (index >= 0) {
      problems.push(
        `${at(index)}: Hier ist ${quote(fact)} ausgeschrieben. Erwartet ${placeholder}: der Wert kommt aus content/site.json.`,
      );
    }
  }
  const values = placeholders(site);
  const known = Object.keys(values)
    .map((k) => `{${k}}`)
    .join(', ');
  for (let index = body.indexOf('{'); index >= 0; index = body.indexOf('{', index + 1)) {
    BRACES.lastIndex = index;
    const match = BRACES.exec(body);
    if (match) {
      const name = match[1];
      if (name !== undefined && !Object.hasOwn(values, name)) {
        problems.push(`${at(index)}: {${name}} ist kein Platzhalter. Erwartet einen von ${known}.`);
      }
      continue;
    }
    const opened = /^\{[A-Za-z]*/.exec(body.slice(index, index + 41))?.[0] ?? '{';
    problems.push(
      opened.length > 1
        ? `${at(index)}: ${opened} ist nicht geschlossen. Erwartet den Platzhalter so: {${opened.slice(1)}}.`
        : `${at(index)}: Hier steht eine { ohne Platzhalter. Erwartet { nur in Platzhaltern wie {email}.`,
    );
  }
  return body.replace(/\{([A-Za-z]+)\}/g, (match, name: string) => values[name] ?? match);
}
