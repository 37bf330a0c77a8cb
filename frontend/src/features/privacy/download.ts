/** The file name a Content-Disposition header gives ("attachment; filename=..."), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match ? match[1] : fallback;
}

/** Whether `typed` is the account's e-mail (case and surrounding blanks aside), as the server checks. */
export const confirmsEmail = (typed: string, email: string): boolean =>
  typed.trim().toLowerCase() === email.trim().toLowerCase() && typed.trim() !== '';

/** Saves a file the browser already holds (a download link, clicked). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves `data` as a JSON file named `name` (a download in the browser). */
export function saveJson(name: string, data: unknown): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), name);
}
