/**
 * A shared, cached read of one API resource: every component asking for it shares one request, and a
 * failed read can be retried. Framework-free so it can be tested without a browser.
 */
export type ResourceState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: string };

export interface Resource<T> {
  get(): ResourceState<T>;
  /** Starts the read unless it is under way or done. */
  load(): void;
  /** Reads again after an error. */
  retry(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * `initial`, when given (the data the server inlined in the page), makes the resource ready at once:
 * no request, and nothing for the page to wait for.
 */
export function createResource<T>(read: () => Promise<T>, initial?: T): Resource<T> {
  let state: ResourceState<T> =
    initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial };
  let started = initial !== undefined;
  const listeners = new Set<() => void>();
  const set = (next: ResourceState<T>) => {
    state = next;
    listeners.forEach((l) => l());
  };
  const start = () => {
    started = true;
    read().then(
      (data) => set({ status: 'ready', data }),
      (e: unknown) => set({ status: 'error', error: e instanceof Error ? e.message : String(e) }),
    );
  };
  return {
    get: () => state,
    load: () => {
      if (!started) start();
    },
    retry: () => {
      if (state.status !== 'error') return;
      set({ status: 'loading' });
      start();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

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
