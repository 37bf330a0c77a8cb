import { ClientProfileForm, ConsultationForm } from '@esthetics/domain';
import { Page } from '../../common/dto/pagination.dto';

export interface Client extends ClientProfileForm {
  readonly id: string;
  readonly created_at: Date;
  /** When the client confirmed the address (see EmailProofs); null until then. */
  readonly email_verified_at: Date | null;
}

export abstract class ClientRepository {
  abstract findById(id: string): Promise<Client | null>;
  abstract findByEmail(email: string): Promise<Client | null>;
  /**
   * Creates the client (in the UnitOfWork in progress, if any), or returns null when the e-mail
   * already has an account; a duplicate does not abort the transaction.
   */
  abstract create(profile: ClientProfileForm, now: Date): Promise<Client | null>;
  /** Updates the profile; null when the client does not exist; 'email_taken' when another client has the e-mail. */
  abstract update(
    id: string,
    profile: ClientProfileForm,
    now: Date,
  ): Promise<Client | null | 'email_taken'>;
  /**
   * A page of clients, newest first, with the count of all that match; `search` (when not null)
   * matches the name ("first last"), the e-mail or the phone digits, case-insensitively.
   */
  abstract list(page: Page, search: string | null): Promise<{ items: Client[]; total: number }>;
}

export interface Consultation extends ConsultationForm {
  readonly client_id: string;
  readonly updated_at: Date;
}

export abstract class ConsultationRepository {
  abstract find(clientId: string): Promise<Consultation | null>;
  abstract save(clientId: string, answers: ConsultationForm, now: Date): Promise<Consultation>;
  /** Deletes the client's answers (none is no error). */
  abstract remove(clientId: string): Promise<void>;
}
