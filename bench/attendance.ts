// The attendance report (docs/api.md#attendance-report) of the large company's 1,000 people over its last
// whole month, as the general manager: JSON, one request at a time (median ≤ 2 s), then XLSX, streamed, with
// the growth of the server's peak memory (≤ 5 s and ≤ +100 MB).
import type { Fixture } from './fixture.js';
import { median } from './load.js';
import { measureDownload, type DownloadRun, type Running } from './processes.js';
import type { Row } from './report.js';
import type { DatabaseKind } from './targets.js';

export async function attendanceScenarios(db: DatabaseKind, server: Running, paths: Set<string>, fixture: Fixture, runs: number): Promise<Row[]> {
  const json = `GET /reports/attendance, ${fixture.size.people} people, a month, JSON`;
  const xlsx = `GET /reports/attendance, ${fixture.size.people} people, a month, XLSX (time, peak RSS growth)`;
  if (!paths.has('/api/reports/attendance')) {
    const note = 'not available (the server has no such route yet)';
    return [{ scenario: json, db, note }, { scenario: xlsx, db, note }];
  }
  const headers = { authorization: fixture.generalManager.authorization };
  const base = `/api/reports/attendance?start=${fixture.month.start}&end=${fixture.month.end}`;
  const measure = async (format: 'json' | 'xlsx'): Promise<DownloadRun[]> => {
    const measured: DownloadRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await measureDownload(server, `${base}&format=${format}`, headers);
      measured.push(run);
      if (run.status >= 300) break;
    }
    return measured;
  };
  const rows: Row[] = [];
  const jsonRuns = await measure('json');
  const jsonFailed = jsonRuns.find((r) => r.status >= 300);
  if (jsonFailed) rows.push({ scenario: json, db, note: `not measured: answered ${jsonFailed.status}`, runs: jsonRuns });
  else {
    const p50 = median(jsonRuns.map((r) => r.milliseconds));
    rows.push({ scenario: json, db, p50, target: 'median <= 2 s', ...(db === 'postgres' ? { pass: p50 <= 2000 } : {}), runs: jsonRuns });
  }
  const xlsxRuns = await measure('xlsx');
  const xlsxFailed = xlsxRuns.find((r) => r.status >= 300);
  if (xlsxFailed) rows.push({ scenario: xlsx, db, note: `not measured: answered ${xlsxFailed.status}`, runs: xlsxRuns });
  else {
    const p50 = median(xlsxRuns.map((r) => r.milliseconds));
    const growth = median(xlsxRuns.map((r) => r.growthMB));
    rows.push({
      scenario: xlsx,
      db,
      p50,
      ratio: growth,
      ratioLabel: 'MB',
      target: '<= 5 s, <= 100 MB',
      ...(db === 'postgres' ? { pass: p50 <= 5000 && growth <= 100 } : {}),
      note: `${(xlsxRuns[0]!.bytes / 2 ** 20).toFixed(2)} MB workbook`,
      runs: xlsxRuns,
    });
  }
  return rows;
}
