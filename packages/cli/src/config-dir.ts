// Where the command keeps the session, the offline queue and its own settings: TIMETRACK_CONFIG_DIR, else
// the platform's configuration folder (XDG on Linux and the BSDs, Application Support on macOS, APPDATA
// on Windows).
import { homedir } from 'node:os';
import { isAbsolute, join, win32 } from 'node:path';

export interface Platform {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  home: string;
}

export function configDir({ env, platform, home }: Platform = { env: process.env, platform: process.platform, home: homedir() }): string {
  if (env.TIMETRACK_CONFIG_DIR) return env.TIMETRACK_CONFIG_DIR;
  if (platform === 'win32') return win32.join(env.APPDATA || win32.join(home, 'AppData', 'Roaming'), 'timetrack');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'timetrack');
  // The XDG specification ignores a relative XDG_CONFIG_HOME.
  const xdg = env.XDG_CONFIG_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.config'), 'timetrack');
}
