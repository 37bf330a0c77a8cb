import type { Principal } from '../auth/token.service';

/** Who a history row says made a change: the owner, or the API key acting for her, by its name. */
export const catalogActor = (who: Principal): string =>
  who.role === 'api_key' && who.apiKey ? `api key ${who.apiKey.name}` : 'owner';
