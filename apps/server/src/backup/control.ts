// The running service's control socket: `npm run backup` on a DATA_DIR the service holds asks the service to
// write the backup, since the embedded database is the service's files alone. A Unix socket, never a network
// port, in a folder of its own that only the service's account may enter (0700); the lock file says where
// (a socket inside DATA_DIR itself would land in the database's own archive, which cannot hold one).
// One request per connection, one JSON line each way.
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join } from 'node:path';
import type { DataDirLock } from '../db/data-dir-lock.js';

export interface BackupRequest {
  backup: string;
}
export type ControlAnswer = { ok: true; bytes: number } | { ok: false; error: string };

const FOLDER_PREFIX = 'timetrack-control-';
/** Requests are one short line; anything longer is refused. */
const MAX_REQUEST_BYTES = 4096;

/** Serves backup requests until the returned function is called (then the socket and its folder go). */
export async function startControlSocket(
  lock: DataDirLock,
  backup: (file: string) => Promise<number>,
): Promise<() => Promise<void>> {
  // The folder of a service that died without closing its socket (kill -9) goes first.
  const stale = lock.previous?.socket;
  if (stale && dirname(dirname(stale)) === tmpdir() && basename(dirname(stale)).startsWith(FOLDER_PREFIX)) {
    rmSync(dirname(stale), { recursive: true, force: true });
  }
  const folder = mkdtempSync(join(tmpdir(), FOLDER_PREFIX));
  const socket = join(folder, 'control.sock');
  const server: Server = createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    const answer = (reply: ControlAnswer) => connection.end(`${JSON.stringify(reply)}\n`);
    connection.on('error', () => {});
    connection.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) return answer({ ok: false, error: 'The request is too long.' });
      const end = received.indexOf('\n');
      if (end < 0) return;
      let file: unknown;
      try {
        file = (JSON.parse(received.slice(0, end)) as Partial<BackupRequest>).backup;
      } catch {
        return answer({ ok: false, error: 'The request is not JSON.' });
      }
      if (typeof file !== 'string' || !isAbsolute(file)) return answer({ ok: false, error: 'A backup request names an absolute file.' });
      backup(file).then(
        (bytes) => answer({ ok: true, bytes }),
        (error: unknown) => answer({ ok: false, error: (error as Error).message || String(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  lock.announceSocket(socket);
  return async () => {
    lock.announceSocket(undefined);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(folder, { recursive: true, force: true });
  };
}

/** Asks the service listening on `socket` to write a backup to `file` (absolute); resolves with its size. */
export function requestBackup(socket: string, file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let received = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${JSON.stringify({ backup: file } satisfies BackupRequest)}\n`));
    connection.on('data', (chunk: string) => (received += chunk));
    connection.on('error', reject);
    connection.on('close', () => {
      try {
        const reply = JSON.parse(received) as ControlAnswer;
        if (reply.ok) resolve(reply.bytes);
        else reject(new Error(reply.error));
      } catch {
        reject(new Error('The service closed the control socket without an answer.'));
      }
    });
  });
}
