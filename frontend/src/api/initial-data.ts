/**
 * The data the server inlined in the page (`<script id="initial-data" type="application/json">`),
 * or an empty object when there is none (the Vite dev server, or an unreadable script).
 */
export function readInitialData<T extends object>(
  doc: Pick<Document, 'getElementById'>,
): Partial<T> {
  const script = doc.getElementById('initial-data');
  if (!script?.textContent) return {};
  try {
    const data: unknown = JSON.parse(script.textContent);
    return typeof data === 'object' && data !== null ? (data as Partial<T>) : {};
  } catch {
    return {};
  }
}
