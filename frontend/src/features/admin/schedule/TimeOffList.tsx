import { MESSAGES } from '@esthetics/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { withToken } from '../../../api/request-options';
import { Dialog } from '../../../components/Dialog';
import type { Notice } from '../../../components/FormNotice';
import { QueryState } from '../../account/QueryState';
import { useAdminSession } from '../AdminProvider';
import { PAGE_SIZE } from '../list-state';
import { Pager } from '../ListControls';
import { $api } from '../../../api/queries';
import { describeBlock, type TimeBlockRow } from './block-words';
import { BLOCKS_PATH } from './schedule';

/** The owner's time off, newest first, a page at a time; each block can be removed (asked first). */
export function TimeOffList({
  timeZone,
  notify,
}: {
  timeZone: string;
  notify: (notice: Notice) => void;
}) {
  const { token } = useAdminSession();
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<TimeBlockRow | null>(null);
  const queryClient = useQueryClient();
  const query = useQuery({
    ...$api.queryOptions('get', BLOCKS_PATH, {
      params: { query: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } },
      ...withToken(token),
    }),
    placeholderData: keepPreviousData,
  });
  const remove = $api.useMutation('delete', '/api/admin/schedule/blocks/{id}', {
    onSuccess: () => {
      setRemoving(null);
      // The last block of a page removed: the page before, rather than an empty one.
      if (page > 1 && query.data?.blocks.length === 1) setPage(page - 1);
      notify({ kind: 'success', text: 'The time off is removed: its times can be booked again.' });
      void queryClient.invalidateQueries({ queryKey: ['get', BLOCKS_PATH] });
    },
    onError: (error) => {
      setRemoving(null);
      notify({ kind: 'error', text: failureMessage(error, MESSAGES.updateFailed) });
      void queryClient.invalidateQueries({ queryKey: ['get', BLOCKS_PATH] });
    },
  });
  const words = removing ? describeBlock(removing, timeZone) : null;
  return (
    <QueryState query={query} loading="Loading your time off…">
      {(data) =>
        data.blocks.length === 0 ? (
          <p className="state">No time off yet.</p>
        ) : (
          <>
            <ul className="timeoff-list">
              {data.blocks.map((b) => {
                const w = describeBlock(b, timeZone);
                return (
                  <li key={b.id} className="timeoff-item">
                    <div className="timeoff-words">
                      <span className="timeoff-kind">{w.kind}</span>
                      <span className="timeoff-when">{w.when}</span>
                      {b.note && <span className="timeoff-note">{b.note}</span>}
                    </div>
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      aria-label={`Remove time off: ${w.when}`}
                      onClick={() => setRemoving(b)}
                    >
                      Remove
                    </button>
                  </li>
                );
              })}
            </ul>
            <Pager page={page} shown={data.blocks.length} total={data.total} onPage={setPage} />
            {removing && words && (
              <Dialog open title="Remove this time off?" onClose={() => setRemoving(null)}>
                <p>
                  {words.when}
                  {removing.note ? ` (${removing.note})` : ''}: its times can be booked again.
                </p>
                <div className="btn-row">
                  <button
                    type="button"
                    className="btn btn--ghost"
                    disabled={remove.isPending}
                    onClick={() => setRemoving(null)}
                  >
                    Keep it
                  </button>
                  <button
                    type="button"
                    className="btn btn--accent"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate({ params: { path: { id: removing.id } }, ...withToken(token) })
                    }
                  >
                    {remove.isPending ? 'Removing…' : 'Remove'}
                  </button>
                </div>
              </Dialog>
            )}
          </>
        )
      }
    </QueryState>
  );
}
