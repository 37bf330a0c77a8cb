import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { refreshCatalog } from '../../../api/hooks';
import { withToken } from '../../../api/request-options';
import { useAdminSession } from '../AdminProvider';
import { $api } from '../../../api/queries';
import { useAdminQuery } from '../useAdminQuery';
import type { AddOnBody, CorporateBody, PackageBody, ServiceBody } from './menu-drafts';
import { HISTORY_PAGE_SIZE } from './menu-history';

const MENU_PATH = '/api/admin/catalog';
const HISTORY_PATH = '/api/admin/catalog/history';

/** The kinds of item the owner adds, hides, deletes and reorders. */
export type ListedKind = 'service' | 'add_on' | 'package';

interface Bodies {
  service: ServiceBody;
  add_on: AddOnBody;
  package: PackageBody;
}
type Hideable<B> = B & { hidden?: boolean };

/** The owner's whole menu, hidden items included, each list in her order. */
export const useMenuRead = () => useAdminQuery((auth) => $api.queryOptions('get', MENU_PATH, auth));

/** A page of the menu's history, newest first. */
export function useMenuHistory(offset: number) {
  const { token } = useAdminSession();
  return useQuery(
    $api.queryOptions('get', HISTORY_PATH, {
      params: { query: { limit: HISTORY_PAGE_SIZE, offset } },
      ...withToken(token),
    }),
  );
}

/**
 * The menu's writes with the admin's token. A refusal is thrown as an ApiError (its message and the
 * field it names). The generated client types each path apart, hence one call per kind.
 */
function menuCalls(token: string) {
  const auth = withToken(token);
  const path = (id: string) => ({ params: { path: { id } }, ...auth });
  return {
    save<K extends ListedKind>(kind: K, id: string | null, body: Hideable<Bodies[K]>) {
      switch (kind) {
        case 'service': {
          const b = body as Hideable<ServiceBody>;
          return id
            ? api.PUT('/api/admin/catalog/services/{id}', { ...path(id), body: b })
            : api.POST('/api/admin/catalog/services', { body: b, ...auth });
        }
        case 'add_on': {
          const b = body as Hideable<AddOnBody>;
          return id
            ? api.PUT('/api/admin/catalog/add-ons/{id}', { ...path(id), body: b })
            : api.POST('/api/admin/catalog/add-ons', { body: b, ...auth });
        }
        default: {
          const b = body as Hideable<PackageBody>;
          return id
            ? api.PUT('/api/admin/catalog/packages/{id}', { ...path(id), body: b })
            : api.POST('/api/admin/catalog/packages', { body: b, ...auth });
        }
      }
    },
    remove(kind: ListedKind, id: string) {
      if (kind === 'service') return api.DELETE('/api/admin/catalog/services/{id}', path(id));
      if (kind === 'add_on') return api.DELETE('/api/admin/catalog/add-ons/{id}', path(id));
      return api.DELETE('/api/admin/catalog/packages/{id}', path(id));
    },
    reorder(kind: ListedKind, ids: string[]) {
      const body = { ids };
      if (kind === 'service')
        return api.PUT('/api/admin/catalog/services/order', { body, ...auth });
      if (kind === 'add_on') return api.PUT('/api/admin/catalog/add-ons/order', { body, ...auth });
      return api.PUT('/api/admin/catalog/packages/order', { body, ...auth });
    },
    saveCorporate: (id: string, body: CorporateBody) =>
      api.PUT('/api/admin/catalog/corporate-packages/{id}', { ...path(id), body }),
  };
}
export type MenuCalls = ReturnType<typeof menuCalls>;

/**
 * One write of the menu (`write(calls)`); once it succeeded the menu and its history are read
 * again, and so is the public catalogue (the site in this tab shows the change at once).
 */
export function useMenuWrite() {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: (calls: MenuCalls) => Promise<unknown>) => write(menuCalls(token)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['get', MENU_PATH] });
      void queryClient.invalidateQueries({ queryKey: ['get', HISTORY_PATH] });
      refreshCatalog();
    },
  });
}
