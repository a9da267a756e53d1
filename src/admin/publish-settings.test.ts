import { describe, expect, it } from 'vitest';
import { publishSettingsFromEnv } from './publish-settings.ts';

describe('publishSettingsFromEnv', () => {
  it('waits 15 minutes for a build unless CMS_ONLINE_LIMIT_MINUTES says otherwise', () => {
    expect(publishSettingsFromEnv({})).toEqual({ site: null, onlineLimitMinutes: 15 });
    expect(publishSettingsFromEnv({ CMS_ONLINE_LIMIT_MINUTES: '' })).toEqual({
      site: null,
      onlineLimitMinutes: 15,
    });
    expect(publishSettingsFromEnv({ CMS_ONLINE_LIMIT_MINUTES: '40' }, 'http://localhost:4173')).toEqual({
      site: 'http://localhost:4173',
      onlineLimitMinutes: 40,
    });
  });

  it('refuses anything but whole minutes from 1 to a day, naming the variable', () => {
    for (const value of ['0', '1.5', 'eine Viertelstunde', '-5', '1441'])
      expect(() => publishSettingsFromEnv({ CMS_ONLINE_LIMIT_MINUTES: value })).toThrow(
        `CMS_ONLINE_LIMIT_MINUTES=${value}: expected whole minutes from 1 to 1440`,
      );
  });
});
