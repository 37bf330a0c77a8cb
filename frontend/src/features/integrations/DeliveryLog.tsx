import { useQuery, useQueryClient } from '@tanstack/react-query';
import { withToken } from '../../api/request-options';
import { useTimeZone } from '../account/useTimeZone';
import { useAdminSession } from '../admin/AdminProvider';
import { $api } from '../../api/queries';
import {
  callNotice,
  deliveryView,
  EMPTY_DELIVERIES_TEXT,
  type DeliveryView,
  type EndpointView,
  type WebhookNotice,
} from './webhooks';
import './webhooks.css';

export const WEBHOOKS_LIST_KEY = ['get', '/api/admin/webhooks'] as const;
const DELIVERIES_KEY = ['get', '/api/admin/webhooks/{id}/deliveries'] as const;

/** A delivery's attempts, oldest first, folded under the row (each with its answer's first words). */
function AttemptHistory({ delivery }: { delivery: DeliveryView }) {
  if (delivery.history.length === 0) return null;
  return (
    <details className="webhook-attempts">
      <summary>
        Attempts ({delivery.history.length})
        <span className="visually-hidden">: {delivery.event}</span>
      </summary>
      <ol>
        {delivery.history.map((a) => (
          <li key={a.key}>
            <span className="webhook-attempts__title">{a.title}</span>
            <span>{a.outcome}</span>
            {a.excerpt && <code className="webhook-attempts__excerpt">{a.excerpt}</code>}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** An endpoint's deliveries, newest first, each with its attempts and "Send again". */
export function DeliveryLog({
  endpoint,
  notify,
}: {
  endpoint: EndpointView;
  notify: (n: WebhookNotice) => void;
}) {
  const { token } = useAdminSession();
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const query = useQuery(
    $api.queryOptions('get', '/api/admin/webhooks/{id}/deliveries', {
      params: { path: { id: endpoint.id }, query: { limit: 20 } },
      ...withToken(token),
    }),
  );
  const retry = $api.useMutation('post', '/api/admin/webhooks/{id}/deliveries/{deliveryId}/retry', {
    onSuccess: (data) => notify(callNotice({ ok: true, text: data.message })),
    onError: (error) => notify(callNotice({ ok: false, error })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_LIST_KEY });
    },
  });
  if (query.isPending) return <p className="muted">Loading the deliveries…</p>;
  if (query.isError)
    return (
      <p role="alert" className="notice notice--error">
        {callNotice({ ok: false, error: query.error }).text}
      </p>
    );
  const deliveries = query.data.deliveries.map((d) => deliveryView(d, timeZone));
  if (deliveries.length === 0) return <p className="muted">{EMPTY_DELIVERIES_TEXT}</p>;
  return (
    <div className="table-scroll">
      <table className="webhook-log">
        <caption className="visually-hidden">Deliveries to {endpoint.url}</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">State</th>
            <th scope="col">Attempt</th>
            <th scope="col">HTTP status</th>
            <th scope="col">Duration</th>
            <th scope="col">Next try</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id} data-testid="webhook-delivery">
              <th scope="row">
                <code>{d.event}</code>
                <span className="muted"> {d.sentAt}</span>
                <AttemptHistory delivery={d} />
              </th>
              <td>{d.statusLabel}</td>
              <td>{d.attempt}</td>
              <td>{d.httpStatus}</td>
              <td>{d.duration}</td>
              <td>{d.nextTry}</td>
              <td>
                {d.erased ? (
                  <span className="muted">Client erased</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--small"
                    disabled={retry.isPending}
                    aria-label={`Send again: ${d.event}`}
                    onClick={() =>
                      retry.mutate({
                        params: { path: { id: endpoint.id, deliveryId: d.id } },
                        ...withToken(token),
                      })
                    }
                  >
                    Send again
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
