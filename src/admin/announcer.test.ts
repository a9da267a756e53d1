// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { announce, startAnnouncer } from './announcer.ts';

describe('the app’s live region', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('is in the page before any message, polite, and says each message sent to it', async () => {
    const region = startAnnouncer(document);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    announce('Gespeichert');
    await waitFor(() => expect(region.textContent).toBe('Gespeichert'));
  });

  it('says the same message again when it is sent again', async () => {
    const region = startAnnouncer(document);
    announce('Jahr 2022: jetzt an Position 2 von 12.');
    await waitFor(() => expect(region.textContent).toBe('Jahr 2022: jetzt an Position 2 von 12.'));
    announce('Jahr 2022: jetzt an Position 2 von 12.');
    // Emptied at once, then filled: a screen reader hears a change.
    expect(region.textContent).toBe('');
    await waitFor(() => expect(region.textContent).toBe('Jahr 2022: jetzt an Position 2 von 12.'));
  });
});
