import { readInitialData } from './initial-data';

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
