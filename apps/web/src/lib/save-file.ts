// Files made in the page (a fetched timesheet, a table as CSV) saved through a temporary link.

/** Saves a file made in memory under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
