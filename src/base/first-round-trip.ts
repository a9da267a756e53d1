/**
 * What a page's HTML may weigh as browsers receive it (the Brotli copy every server of the site sends):
 * a new connection's first round trip brings about 14 KB (TCP's initial window of ten segments), and a
 * document beyond it waits one more round trip on a phone. The launch check and the editing app warn the
 * cooperative before its texts push a page past it; the tests hold their realistic content 1 KB below it,
 * so that real texts have that room (docs/performance.md).
 */
export const FIRST_ROUND_TRIP = 14 * 1024;

/** The room kept for the cooperative's own texts: the tests' content must leave it free. */
export const CONTENT_HEADROOM = 1024;
