// The app's one live region: what changed without moving the focus (an entry moved by keyboard, a save
// refused or done) is said by a screen reader. It is in the page from the start, as a region added together
// with its message is not read out; Decap's patched list (vite/decap-patches.ts) sends its messages as the
// document event ANNOUNCE, so that Decap's code needs nothing of ours.

export const ANNOUNCE = 'redaktion:ansage';

const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

/** Adds the live region to `document` and says each message sent to it; answers the region. */
export function startAnnouncer(document: Document): HTMLElement {
  const region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.style.cssText = VISUALLY_HIDDEN;
  document.body.append(region);
  document.addEventListener(ANNOUNCE, (event) => {
    // Emptied first, so that the same message twice (an entry moved down twice) is said twice.
    region.textContent = '';
    const message = String((event as CustomEvent<unknown>).detail ?? '');
    requestAnimationFrame(() => {
      region.textContent = message;
    });
  });
  return region;
}

/** Says `message` through the region of startAnnouncer. */
export const announce = (message: string) =>
  document.dispatchEvent(new CustomEvent(ANNOUNCE, { detail: message }));
