// The browser entry stays within the budget of 15 KB minified and gzipped, and imports nothing from Node
// (a browser bundle of it would not build).
import { describe, expect, it } from 'vitest';
import { CLIENT_BUDGET_BYTES, measureClientSize } from '../../../bench/client-size.js';

describe('browser entry', () => {
  it('bundles for the browser within 15 KB min+gzip', async () => {
    const size = await measureClientSize();
    expect(size.gzip_bytes).toBeGreaterThan(1_000);
    expect(size.gzip_bytes).toBeLessThanOrEqual(CLIENT_BUDGET_BYTES);
  });
});
