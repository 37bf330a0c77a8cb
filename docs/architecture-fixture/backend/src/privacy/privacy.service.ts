// The other half of the cycle: clients and privacy each read the other's port.
import type { ClientPort } from '../clients/ports/client.port';

export const exported = (client: ClientPort): string => client.name();
