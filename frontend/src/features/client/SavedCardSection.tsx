import { CONTACT_MESSAGES, SAVED_CARD_MESSAGES as MESSAGES } from '@esthetics/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { $api } from '../../api/queries';
import { withToken } from '../../api/request-options';
import { ConfirmDialog } from '../../components/Dialog';
import { FormNotice, type Notice } from '../../components/FormNotice';
import { refusalOf } from '../self-service/terms';
import type { ClientSession } from './client-session';
import { savedCardLines, type SavedCardFacts } from './saved-card';
import './saved-card.css';

/** The client's saved card (GET /api/clients/{id}/saved-card). */
const savedCardQuery = (clientId: string, token: string) =>
  $api.queryOptions('get', '/api/clients/{id}/saved-card', {
    params: { path: { id: clientId } },
    ...withToken(token),
  });

/** "Saved card": the card kept from the last deposit, and Remove card behind a confirmation. */
export function SavedCardSection({ session }: { session: ClientSession }) {
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const query = savedCardQuery(session.client.id, session.token);
  const card = useQuery(query);
  const queryClient = useQueryClient();
  const remove = $api.useMutation('delete', '/api/clients/{id}/saved-card', {
    onSuccess: () => {
      setConfirming(false);
      setNotice({ kind: 'success', text: MESSAGES.savedCardRemoved });
      void queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
    onError: (e) => {
      setConfirming(false);
      setNotice({ kind: 'error', text: refusalOf(e, CONTACT_MESSAGES.networkError).message });
    },
  });
  return (
    <SavedCardView
      state={
        card.isPending
          ? 'loading'
          : card.isError
            ? refusalOf(card.error, CONTACT_MESSAGES.networkError)
            : card.data.card
      }
      notice={notice}
      confirming={confirming}
      removing={remove.isPending}
      onRemove={() => {
        setNotice(null);
        setConfirming(true);
      }}
      onCancel={() => setConfirming(false)}
      onConfirm={() =>
        remove.mutate({ params: { path: { id: session.client.id } }, ...withToken(session.token) })
      }
    />
  );
}

/** What the section shows: loading, a failure's message, no card (null), or the card. */
export type SavedCardState = 'loading' | { readonly message: string } | SavedCardFacts | null;

export function SavedCardView({
  state,
  notice,
  confirming,
  removing,
  onRemove,
  onCancel,
  onConfirm,
}: {
  state: SavedCardState;
  notice: Notice;
  confirming: boolean;
  removing: boolean;
  onRemove: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <section className="card saved-card" aria-labelledby="saved-card-title">
      <h2 id="saved-card-title">{MESSAGES.savedCardTitle}</h2>
      {state === 'loading' ? (
        <p className="state" role="status">
          Loading…
        </p>
      ) : state === null ? (
        <p className="state">{MESSAGES.savedCardNone}</p>
      ) : 'message' in state ? (
        <p className="state state--error" role="alert">
          {state.message}
        </p>
      ) : (
        <CardLines card={state} onRemove={onRemove} />
      )}
      <FormNotice notice={notice} />
      <ConfirmDialog
        item={confirming ? { id: 'saved-card' } : null}
        title={MESSAGES.savedCardRemove}
        warning={MESSAGES.savedCardRemoveConfirm}
        cancelLabel={MESSAGES.savedCardKeep}
        confirmLabel={MESSAGES.savedCardRemove}
        busyLabel="Removing…"
        busy={removing}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </section>
  );
}

function CardLines({ card, onRemove }: { card: SavedCardFacts; onRemove: () => void }) {
  const { ending, expires } = savedCardLines(card);
  return (
    <>
      <p className="saved-card-lines">
        <strong>{ending}</strong>
        {expires && <span>{expires}</span>}
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn--ghost" onClick={onRemove}>
          {MESSAGES.savedCardRemove}
        </button>
      </div>
    </>
  );
}
