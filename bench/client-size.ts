// The weight of @timetrack/client in a browser: its browser entry (session, renewal, offline queue, the
// IndexedDB storage, openapi-fetch) bundled as an application would bundle it (esbuild, minified, for the
// browser), then gzipped. Fails above the budget, and fails if the entry pulls in anything from Node.
//   npx tsx bench/client-size.ts [--json]
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The budget of issue 9: 15 KB minified and gzipped. */
export const CLIENT_BUDGET_BYTES = 15 * 1024;

export interface ClientSize {
  entry: string;
  minified_bytes: number;
  gzip_bytes: number;
  budget_bytes: number;
  within_budget: boolean;
}

export async function measureClientSize(): Promise<ClientSize> {
  const entry = 'packages/client/src/index.ts';
  const result = await build({
    entryPoints: [new URL(`../${entry}`, import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    // An ESM entry keeps every export: the size of an application that uses all of them.
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  const gzip = gzipSync(code, { level: 9 }).length;
  return {
    entry,
    minified_bytes: code.length,
    gzip_bytes: gzip,
    budget_bytes: CLIENT_BUDGET_BYTES,
    within_budget: gzip <= CLIENT_BUDGET_BYTES,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = await measureClientSize();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(size)}\n`);
  } else {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    process.stdout.write(
      `@timetrack/client browser entry: ${kb(size.minified_bytes)} minified, ${kb(size.gzip_bytes)} gzipped ` +
        `(budget ${kb(size.budget_bytes)}): ${size.within_budget ? 'within budget' : 'OVER BUDGET'}\n`,
    );
  }
  if (!size.within_budget) process.exitCode = 1;
}
