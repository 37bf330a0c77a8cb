import { QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { createApiClient, type Catalog, type Site } from './client';
import { CATALOG_FRESH_MS, createPublicData, loaded } from './public-data';
import { createAppQueryClient } from './query-client';

const noop = () => undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const site = { name: 'Glow', phone: '555-0100' } as unknown as Site;
const catalog = { services: [] } as unknown as Catalog;

/** An API answering every request with `answer`, and the paths it was asked for. */
function apiAnswering(answer: (path: string) => Response | Promise<Response>) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL((input as Request).url).pathname;
    asked.push(path);
    return answer(path);
  };
  const api = createApiClient({
    baseUrl: 'http://site.test',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client: () => Promise.resolve(api), asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the public data seeded with what the page inlined', () => {
  it('is ready at once and never asks the API', async () => {
    const { client, asked } = apiAnswering(() => json(200, {}));
    const data = createPublicData({ site, catalog }, createAppQueryClient(noop), client);
    const statusOf = <T>(options: QueryObserverOptions<T, Error, T, T, readonly string[]>) => {
      const observer = new QueryObserver(data.queryClient, options);
      const unsubscribe = observer.subscribe(() => undefined);
      const { status } = loaded(observer.getCurrentResult());
      unsubscribe();
      return status;
    };
    expect(statusOf(data.site)).toBe('ready');
    expect(statusOf(data.catalog)).toBe('ready');
    await expect(data.queryClient.fetchQuery(data.site)).resolves.toBe(site);
    await settle();
    expect(asked).toEqual([]);
  });
});

describe("the catalogue (the owner's prices) stays current", () => {
  afterEach(() => jest.restoreAllMocks());

  it('is read again by a page opened after it went stale, the site profile is not', async () => {
    const { client, asked } = apiAnswering(() => json(200, catalog));
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const data = createPublicData({ site, catalog }, createAppQueryClient(noop), client);
    const open = <T>(options: QueryObserverOptions<T, Error, T, T, readonly string[]>) =>
      new QueryObserver(data.queryClient, options).subscribe(() => undefined);
    const firstPage = [open(data.site), open(data.catalog)];
    await settle();
    expect(asked).toEqual([]);

    now.mockReturnValue(1_000_000 + CATALOG_FRESH_MS + 1);
    const nextPage = [open(data.site), open(data.catalog)];
    await settle();
    await settle();
    expect(asked).toEqual(['/api/catalog']);
    [...firstPage, ...nextPage].forEach((stop) => stop());
  });

  it('a page that first shows it long after the page loaded reads it, not the inlined copy', async () => {
    const { client, asked } = apiAnswering(() => json(200, catalog));
    const now = jest.spyOn(Date, 'now').mockReturnValue(2_000_000);
    const data = createPublicData({ site, catalog }, createAppQueryClient(noop), client);
    // The console was open a minute (it shows no catalogue); then the services page opens.
    now.mockReturnValue(2_000_000 + 60_000);
    const stop = new QueryObserver(data.queryClient, data.catalog).subscribe(() => undefined);
    await settle();
    await settle();
    expect(asked).toEqual(['/api/catalog']);
    stop();
  });
});

describe('the public data without it', () => {
  it('reads it from the API once, however many components ask', async () => {
    const { client, asked } = apiAnswering(() => json(200, site));
    const data = createPublicData({}, createAppQueryClient(noop), client);
    const observers = [1, 2, 3].map(() => new QueryObserver(data.queryClient, data.site));
    expect(loaded(observers[0].getCurrentResult()).status).toBe('loading');
    const stops = observers.map((o) => o.subscribe(() => undefined));
    await expect(data.queryClient.fetchQuery(data.site)).resolves.toEqual(site);
    expect(asked).toEqual(['/api/site']);
    expect(loaded(observers[2].getCurrentResult())).toMatchObject({ status: 'ready', data: site });
    stops.forEach((stop) => stop());
  });

  it('reports a failure without trying again, and reads again on retry', async () => {
    let online = false;
    const { client, asked } = apiAnswering(() =>
      online ? json(200, catalog) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const data = createPublicData({}, createAppQueryClient(noop), client);
    const observer = new QueryObserver(data.queryClient, data.catalog);
    const seen: string[] = [];
    const stop = observer.subscribe((result) => seen.push(loaded(result).status));
    await expect(data.queryClient.fetchQuery(data.catalog)).rejects.toThrow('Failed to fetch');
    await settle();
    expect(asked).toEqual(['/api/catalog']);
    expect(loaded(observer.getCurrentResult()).status).toBe('error');

    online = true;
    seen.length = 0;
    loaded(observer.getCurrentResult()).retry();
    await settle();
    await settle();
    expect(asked).toEqual(['/api/catalog', '/api/catalog']);
    expect(seen).toEqual(['loading', 'ready']);
    expect(loaded(observer.getCurrentResult())).toMatchObject({ status: 'ready', data: catalog });
    stop();
  });

  it('is a failure when the API answers without the data', async () => {
    const { client } = apiAnswering(() => json(503, { message: 'down' }));
    const data = createPublicData({}, createAppQueryClient(noop), client);
    await expect(data.queryClient.fetchQuery(data.site)).rejects.toThrow('503');
  });
});
