// The processes under load: the real server (the built dist/main.js, as `npm start` runs it) and the
// bare ceiling server, each a separate Node process on a free port of 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_MAIN = process.env.BENCH_SERVER_MAIN ?? `${ROOT}apps/server/dist/main.js`;
export const CEILING_SERVER = `${ROOT}bench/ceiling-server.ts`;

export interface Running {
  url: string;
  pid: number;
  /** The lines it wrote, for the report when it fails. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Settings inherited from the shell that would point the child elsewhere. */
const OWN_SETTINGS = ['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'PUBLIC_URL', 'REDIS_URL', 'SMTP_URL', 'NODE_OPTIONS'];

export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  /** How often readiness is asked, in milliseconds. */
  pollMs = 100,
): Promise<Running> {
  const port = await freePort();
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !OWN_SETTINGS.includes(key)));
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...base, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`the process stopped before answering:\n${output}`);
    try {
      const response = await fetch(url + readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`no answer on ${url}${readyPath} within 2 minutes:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return {
    url,
    pid: child.pid!,
    output: () => output,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

export function startServer(env: Record<string, string>, nodeFlags: string[] = []): Promise<Running> {
  // BENCH_SERVER_MAIN may name the sources (apps/server/src/main.ts): run through tsx, without a build.
  const loader = SERVER_MAIN.endsWith('.ts') ? ['--import', 'tsx'] : [];
  // BENCH_CPU_PROF=1: every service process of every scenario writes its CPU profile on exit.
  const profile = process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', '--cpu-prof-dir', `${ROOT}bench/results/profiles`] : [];
  return startProcess([...profile, ...nodeFlags, ...loader, SERVER_MAIN], env, '/api/health');
}

export function startCeiling(env: Record<string, string>): Promise<Running> {
  return startProcess(['--import', 'tsx', CEILING_SERVER], env, '/ready');
}

/** Resident memory of a process, in bytes: now, and the peak since the last resetPeak. */
export async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Resets the process's peak resident memory to its current size (Linux: clear_refs 5). */
export async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface DownloadRun {
  milliseconds: number;
  growthMB: number;
  bytes: number;
  status: number;
  peakFrom: string;
}

/**
 * One streamed download from the server: its time, size and the growth of the server's peak resident memory
 * (the kernel's high-water mark when it can be reset, else RSS sampled every 5 ms).
 */
export async function measureDownload(server: Running, path: string, headers: Record<string, string>): Promise<DownloadRun> {
  const before = await memoryOf(server.pid);
  const peakReset = await resetPeak(server.pid);
  let sampled = before.rss;
  const sampler = setInterval(() => {
    void memoryOf(server.pid).then((m) => (sampled = Math.max(sampled, m.rss)), () => {});
  }, 5);
  const started = performance.now();
  const response = await fetch(server.url + path, { headers });
  const body = await response.arrayBuffer();
  const milliseconds = performance.now() - started;
  clearInterval(sampler);
  const after = await memoryOf(server.pid);
  const peak = peakReset ? Math.max(after.peak, sampled) : sampled;
  return {
    milliseconds,
    growthMB: (peak - before.rss) / 2 ** 20,
    bytes: body.byteLength,
    status: response.status,
    peakFrom: peakReset ? 'VmHWM after clear_refs' : 'VmRSS sampled every 5 ms',
  };
}
