import { Marked } from 'marked';
import { NEW_TAB_ID } from '../../base/new-tab.ts';

// Markdown to HTML for the legal text, with GitHub's flavour (tables, strikethrough). Other sites open in a
// new tab without a handle on this one, and say so to screen readers, as everywhere on the site; the links were checked before (links.ts).

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export const markdown = new Marked({
  gfm: true,
  renderer: {
    link({ href, title, tokens }) {
      const external = /^https:\/\//i.test(href);
      return `<a href="${attribute(href)}"${title ? ` title="${attribute(title)}"` : ''}${
        external ? ` target="_blank" rel="noopener noreferrer" aria-describedby="${NEW_TAB_ID}"` : ''
      }>${this.parser.parseInline(tokens)}</a>`;
    },
  },
});
