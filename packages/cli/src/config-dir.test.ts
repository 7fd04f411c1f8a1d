import { describe, expect, it } from 'vitest';
import { configDir } from './config-dir.js';

describe('configDir', () => {
  const home = '/home/ada';

  it('takes TIMETRACK_CONFIG_DIR first, on every platform', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(configDir({ env: { TIMETRACK_CONFIG_DIR: '/srv/tt', XDG_CONFIG_HOME: '/x', APPDATA: 'C:\\A' }, platform, home })).toBe('/srv/tt');
    }
  });

  it('follows the platform otherwise', () => {
    expect(configDir({ env: {}, platform: 'linux', home })).toBe('/home/ada/.config/timetrack');
    expect(configDir({ env: { XDG_CONFIG_HOME: '/xdg' }, platform: 'linux', home })).toBe('/xdg/timetrack');
    // A relative XDG_CONFIG_HOME is ignored, as the XDG specification says.
    expect(configDir({ env: { XDG_CONFIG_HOME: 'relative' }, platform: 'freebsd', home })).toBe('/home/ada/.config/timetrack');
    expect(configDir({ env: {}, platform: 'darwin', home })).toBe('/home/ada/Library/Application Support/timetrack');
    expect(configDir({ env: { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' }, platform: 'win32', home: 'C:\\Users\\ada' })).toBe(
      'C:\\Users\\ada\\AppData\\Roaming\\timetrack',
    );
    expect(configDir({ env: {}, platform: 'win32', home: 'C:\\Users\\ada' })).toBe('C:\\Users\\ada\\AppData\\Roaming\\timetrack');
  });
});
