import { MESSAGES } from '@esthetics/domain';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ClientProvider, useClient } from './ClientProvider';

function ShowsClient() {
  const { loading, client } = useClient();
  return createElement('p', null, loading ? 'loading' : (client?.first_name ?? 'nobody'));
}

describe('useClient', () => {
  it('throws outside a ClientProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(createElement(ShowsClient))).toThrow(
      MESSAGES.useClientOutsideProvider,
    );
    jest.restoreAllMocks();
  });

  it('is loading inside the provider until the stored session is read', () => {
    const html = renderToString(createElement(ClientProvider, null, createElement(ShowsClient)));
    expect(html).toBe('<p>loading</p>');
  });
});
