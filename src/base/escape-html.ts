/**
 * Text made safe for HTML, in element content and in double-quoted attribute values. The one escape of the
 * site: the build's documents, the head tags and the legal text's links use it. It sits in the lowest layer
 * (src/base) so that every layer above may import it.
 */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
