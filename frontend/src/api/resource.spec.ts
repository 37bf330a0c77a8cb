import { createResource, readInitialData } from './resource';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createResource', () => {
  it('reads once however many ask, and tells its listeners', async () => {
    const read = jest.fn().mockResolvedValue({ name: 'Glow' });
    const resource = createResource(read);
    const listener = jest.fn();
    resource.subscribe(listener);
    expect(resource.get()).toEqual({ status: 'loading' });
    resource.load();
    resource.load();
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    expect(resource.get()).toEqual({ status: 'ready', data: { name: 'Glow' } });
    expect(listener).toHaveBeenCalled();
    resource.load();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps an error until retried, then reads again', async () => {
    const read = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const resource = createResource(read);
    resource.load();
    await settle();
    expect(resource.get()).toEqual({ status: 'error', error: 'offline' });
    resource.load();
    expect(read).toHaveBeenCalledTimes(1);
    resource.retry();
    expect(resource.get()).toEqual({ status: 'loading' });
    await settle();
    expect(resource.get()).toEqual({ status: 'ready', data: 'ok' });
  });

  it('ignores a retry when nothing failed', async () => {
    const read = jest.fn().mockResolvedValue(1);
    const resource = createResource(read);
    resource.load();
    await settle();
    resource.retry();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const resource = createResource(() => Promise.resolve(1));
    const listener = jest.fn();
    const unsubscribe = resource.subscribe(listener);
    unsubscribe();
    resource.load();
    await settle();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a resource seeded with the data inlined in the page', () => {
  it('is ready at once and never reads', () => {
    const read = jest.fn().mockResolvedValue({ name: 'Later' });
    const resource = createResource(read, { name: 'Glow' });
    expect(resource.get()).toEqual({ status: 'ready', data: { name: 'Glow' } });
    resource.load();
    expect(read).not.toHaveBeenCalled();
  });
});

describe('readInitialData', () => {
  const doc = (text: string | null) => ({
    getElementById: (id: string) =>
      id === 'initial-data' && text !== null ? ({ textContent: text } as HTMLElement) : null,
  });

  it('reads the inlined JSON', () => {
    expect(readInitialData(doc('{"site":{"name":"Glow"}}'))).toEqual({ site: { name: 'Glow' } });
  });

  it.each([null, '', 'not json', '42'])('is empty for %p', (text) => {
    expect(readInitialData(doc(text))).toEqual({});
  });
});
