import { MESSAGES } from '@esthetics/domain';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { AdminProvider, useAdmin } from './AdminProvider';

function ShowsAdmin() {
  const { loading, session } = useAdmin();
  return createElement('p', null, loading ? 'loading' : (session?.admin.username ?? 'nobody'));
}

describe('useAdmin', () => {
  it('throws outside an AdminProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(createElement(ShowsAdmin))).toThrow(
      MESSAGES.useAdminOutsideProvider,
    );
    jest.restoreAllMocks();
  });

  it('is loading inside the provider until the stored session is read', () => {
    expect(renderToString(createElement(AdminProvider, null, createElement(ShowsAdmin)))).toBe(
      '<p>loading</p>',
    );
  });
});
