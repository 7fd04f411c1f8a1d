// Stopping never waits without bound: on SIGTERM the entry point finishes what is in flight, but a request
// that never ends (here, a client that never sends the rest of its body) is cut at SHUTDOWN_TIMEOUT_MS and
// the process exits 1, saying so.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const SHUTDOWN_TIMEOUT_MS = 1000;

describe('the shutdown deadline', () => {
  it('cuts a request that never ends SHUTDOWN_TIMEOUT_MS after SIGTERM, and exits 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        LOG_LEVEL: 'info',
        PORT: '0',
        DATABASE_URL: 'memory://',
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let port: number | undefined;
      for (let i = 0; i < 600 && port === undefined; i += 1) {
        const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (match) port = Number(match[1]);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(port, output).toBeDefined();

      // A request whose body never finishes arriving: the server waits for it.
      const socket = connect(port!, '127.0.0.1');
      socket.on('error', () => {});
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email"',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalled = performance.now();
      child.kill('SIGTERM');
      const code = await exited;
      const ms = performance.now() - signalled;
      socket.destroy();
      expect(code).toBe(1);
      expect(ms).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS * 0.9);
      expect(ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 3000);
      expect(output).toMatch(/Still busy 1000 ms after SIGTERM \(SHUTDOWN_TIMEOUT_MS\): stopping now/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
