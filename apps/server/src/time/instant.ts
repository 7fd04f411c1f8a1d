// Parsing of instants sent by clients (docs/api.md#times): `YYYY-MM-DD HH:MM:SS` (UTC), or ISO 8601
// with `Z` or an offset, converted to UTC. Anything else is refused rather than guessed.

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/i;

function valid(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    probe.getUTCFullYear() === y &&
    probe.getUTCMonth() === mo - 1 &&
    probe.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60
  );
}

/** The instants the database stores and the formats write: the years 0001 to 9999 (UTC). */
export const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
export const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

export function parseInstant(value: string): Date | undefined {
  const wall = WALL.exec(value);
  if (wall) {
    const [y, mo, d, h, mi, s] = wall.slice(1).map(Number) as [number, number, number, number, number, number];
    return valid(y, mo, d, h, mi, s) ? new Date(Date.UTC(y, mo - 1, d, h, mi, s)) : undefined;
  }
  const iso = ISO.exec(value);
  if (iso) {
    const [y, mo, d, h, mi] = iso.slice(1, 6).map(Number) as [number, number, number, number, number];
    const s = Number(iso[6] ?? 0);
    if (!valid(y, mo, d, h, mi, s)) return undefined;
    const ms = Number((iso[7] ?? '0').padEnd(3, '0').slice(0, 3));
    let instant = Date.UTC(y, mo - 1, d, h, mi, s, ms);
    const zone = iso[8]!;
    if (zone.toUpperCase() !== 'Z') {
      const sign = zone.startsWith('-') ? -1 : 1;
      const digits = zone.slice(1).replace(':', '');
      const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4));
      if (Number(digits.slice(0, 2)) > 23 || Number(digits.slice(2, 4)) > 59) return undefined;
      instant -= sign * offset * 60_000;
    }
    // An offset can carry a time of 9999-12-31 into the year 10000, which nothing can store.
    return instant >= FIRST_INSTANT && instant <= LAST_INSTANT ? new Date(instant) : undefined;
  }
  return undefined;
}
