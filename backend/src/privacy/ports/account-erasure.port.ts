import { AccountDeletedDto } from '../dto/privacy.dto';

/** Who deletes: the client their own account (confirming with its e-mail), or the admin on request. */
export type Eraser =
  { readonly kind: 'client' } | { readonly kind: 'admin'; readonly admin: string };

/**
 * Deletes a client's account and every trace of them (AccountErasureService). The console's own
 * deletion route, served by the admin module with the rest of /api/admin/clients, erases through it.
 */
export abstract class AccountErasure {
  abstract erase(clientId: string, who: Eraser, body: unknown): Promise<AccountDeletedDto>;
}
