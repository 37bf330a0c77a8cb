import { createApiClient, type Catalog, type Site } from './client';
import { CATALOG_FRESH_MS, createPublicData, loaded, type PublicRead } from './public-data';

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

/** A component that shows the read from now on; returns the stop. */
const open = <T>(read: PublicRead<T>, listener = () => undefined) => read.subscribe(listener);

describe('the public data seeded with what the page inlined', () => {
  it('is ready at once and never asks the API', async () => {
    const { client, asked } = apiAnswering(() => json(200, {}));
    const data = createPublicData({ site, catalog }, client);
    const statusOf = <T>(read: PublicRead<T>) => {
      const stop = open(read);
      const { status } = loaded(read);
      stop();
      return status;
    };
    expect(statusOf(data.site)).toBe('ready');
    expect(statusOf(data.catalog)).toBe('ready');
    expect(data.site.current().data).toBe(site);
    await settle();
    expect(asked).toEqual([]);
  });
});

describe("the catalogue (the owner's prices) stays current", () => {
  afterEach(() => jest.restoreAllMocks());

  it('is read again by a page opened after it went stale, the site profile is not', async () => {
    const { client, asked } = apiAnswering(() => json(200, catalog));
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const data = createPublicData({ site, catalog }, client);
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
    const data = createPublicData({ site, catalog }, client);
    // The console was open a minute (it shows no catalogue); then the services page opens.
    now.mockReturnValue(2_000_000 + 60_000);
    const stop = open(data.catalog);
    await settle();
    await settle();
    expect(asked).toEqual(['/api/catalog']);
    stop();
  });

  it('keeps the shown object when a read answers the same menu', async () => {
    const { client } = apiAnswering(() => json(200, catalog));
    const data = createPublicData({ site, catalog }, client);
    await expect(data.catalog.fetch()).resolves.toBe(catalog);
    expect(data.catalog.current().data).toBe(catalog);
  });
});

describe('the public data offline', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the shown catalogue while offline, and reads it when the network is back', async () => {
    const { client, asked } = apiAnswering(() => json(200, catalog));
    let online = false;
    let back = () => undefined as void;
    const network = { online: () => online, onOnline: (listener: () => void) => (back = listener) };
    const now = jest.spyOn(Date, 'now').mockReturnValue(3_000_000);
    const data = createPublicData({ site, catalog }, client, network);
    now.mockReturnValue(3_000_000 + CATALOG_FRESH_MS + 1);
    const stop = open(data.catalog);
    await settle();
    expect(asked).toEqual([]);
    expect(loaded(data.catalog)).toMatchObject({ status: 'ready', data: catalog });

    online = true;
    back();
    await settle();
    await settle();
    expect(asked).toEqual(['/api/catalog']);
    expect(loaded(data.catalog).status).toBe('ready');
    stop();
  });

  it('reads a stale catalogue again when the network comes back', async () => {
    const { client, asked } = apiAnswering(() => json(200, catalog));
    let back = () => undefined as void;
    const network = { online: () => true, onOnline: (listener: () => void) => (back = listener) };
    const now = jest.spyOn(Date, 'now').mockReturnValue(4_000_000);
    const data = createPublicData({ site, catalog }, client, network);
    const stop = open(data.catalog);
    now.mockReturnValue(4_000_000 + CATALOG_FRESH_MS + 1);
    back();
    await settle();
    await settle();
    expect(asked).toEqual(['/api/catalog']);
    stop();
  });
});

describe('the public data without it', () => {
  it('reads it from the API once, however many components ask', async () => {
    const { client, asked } = apiAnswering(() => json(200, site));
    const data = createPublicData({}, client);
    expect(loaded(data.site).status).toBe('loading');
    const stops = [1, 2, 3].map(() => open(data.site));
    await expect(data.site.fetch()).resolves.toEqual(site);
    expect(asked).toEqual(['/api/site']);
    expect(loaded(data.site)).toMatchObject({ status: 'ready', data: site });
    stops.forEach((stop) => stop());
  });

  it('reports a failure without trying again, and reads again on retry', async () => {
    let online = false;
    const { client, asked } = apiAnswering(() =>
      online ? json(200, catalog) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const data = createPublicData({}, client);
    const seen: string[] = [];
    const stop = open(data.catalog, () => void seen.push(loaded(data.catalog).status));
    await expect(data.catalog.fetch()).rejects.toThrow('Failed to fetch');
    await settle();
    expect(asked).toEqual(['/api/catalog']);
    expect(loaded(data.catalog).status).toBe('error');

    online = true;
    seen.length = 0;
    loaded(data.catalog).retry();
    await settle();
    await settle();
    expect(asked).toEqual(['/api/catalog', '/api/catalog']);
    expect(seen).toEqual(['loading', 'ready']);
    expect(loaded(data.catalog)).toMatchObject({ status: 'ready', data: catalog });
    stop();
  });

  it('is a failure when the API answers without the data', async () => {
    const { client } = apiAnswering(() => json(503, { message: 'down' }));
    const data = createPublicData({}, client);
    await expect(data.site.fetch()).rejects.toThrow('503');
  });
});
