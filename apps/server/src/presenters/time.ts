// The API's formats (docs/api.md#formats), in one place.

/** `*_at` fields and clock times: ISO 8601 UTC with milliseconds. */
export function instant(value: Date): string {
  return value.toISOString();
}

export function instantOrNull(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}

/** Working-time and break values: UTC `YYYY-MM-DD HH:MM:SS`. */
export function wallTime(value: Date): string {
  return value.toISOString().slice(0, 19).replace('T', ' ');
}

export function wallTimeOrNull(value: Date | null): string | null {
  return value === null ? null : wallTime(value);
}
