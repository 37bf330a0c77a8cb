import { MESSAGES } from '@esthetics/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { withToken } from '../../../api/request-options';
import { Dialog } from '../../../components/Dialog';
import { FormNotice } from '../../../components/FormNotice';
import { useAdminSession } from '../AdminProvider';
import { feedLinks, splitInstruction } from './calendar-feed';
import { QueryState } from '../../account/QueryState';
import { $api } from '../../../api/queries';
import { CopyButton } from '../CopyButton';
import '../panels.css';
import { BusyButton } from '../../../components/BusyButton';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** Calendar connection: the private feed as https and webcal links, how to subscribe, a new link. */
export default function CalendarPanel() {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const options = $api.queryOptions('get', '/api/calendar/auth', { ...withToken(token) });
  const query = useQuery(options);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const rotate = $api.useMutation('post', '/api/calendar/rotate', {
    onSuccess: (data) => {
      queryClient.setQueryData(options.queryKey, data);
      setNotice({ kind: 'success', text: MESSAGES.calendarRotated });
      setConfirming(false);
    },
    onError: (error) => {
      setNotice({ kind: 'error', text: failureMessage(error, MESSAGES.calendarRotateFailed) });
      setConfirming(false);
    },
  });

  const body = (
    <QueryState query={query} loading="Loading the calendar link…">
      {(data) => {
        const links = feedLinks(data);
        return (
          <>
            <section className="card panel-card" aria-labelledby="calendar-links">
              <h3 id="calendar-links">Your private calendar link</h3>
              <p>
                Subscribe once and the studio's appointments appear in your calendar app, kept up to
                date. Anyone with the link can read them: keep it to yourself.
              </p>
              <ul className="feed-links">
                {links.map((link) => (
                  <li key={link.id} className="feed-link">
                    <span className="feed-link-label" id={`feed-${link.id}`}>
                      {link.label}
                    </span>
                    <a
                      className="feed-link-url"
                      href={link.url}
                      aria-describedby={`feed-${link.id}`}
                      data-testid={`feed-${link.id}`}
                    >
                      {link.url}
                    </a>
                    <span className="feed-link-hint">{link.hint}</span>
                    <CopyButton text={link.url} label={link.copyLabel} />
                  </li>
                ))}
              </ul>
            </section>
            <div className="calendar-panel-grid">
              <section className="card panel-card" aria-labelledby="calendar-how">
                <h3 id="calendar-how">How to subscribe</h3>
                <ul className="calendar-steps">
                  {data.instructions.map((line) => {
                    const { app, text } = splitInstruction(line);
                    return (
                      <li key={line}>
                        {app && <strong>{app}: </strong>}
                        {text}
                      </li>
                    );
                  })}
                </ul>
              </section>
              <section className="card panel-card" aria-labelledby="calendar-new">
                <h3 id="calendar-new">Stop the old link</h3>
                <p>
                  If the link was shared by mistake, make a new one. Calendars subscribed to the old
                  link stop updating until you subscribe them to the new one.
                </p>
                <button
                  type="button"
                  className="btn btn--ghost btn--small panel-card-action"
                  onClick={() => {
                    setNotice(null);
                    setConfirming(true);
                  }}
                >
                  Make a new link
                </button>
              </section>
            </div>
          </>
        );
      }}
    </QueryState>
  );

  return (
    <div className="console-panel panel">
      <h2 className="visually-hidden">Calendar connection</h2>
      <FormNotice notice={notice} />
      {body}
      <Dialog
        open={confirming}
        title="Make a new calendar link?"
        onClose={() => {
          if (!rotate.isPending) setConfirming(false);
        }}
      >
        <p>{MESSAGES.calendarRotateWarning}</p>
        <div className="btn-row">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={rotate.isPending}
            onClick={() => setConfirming(false)}
          >
            Cancel
          </button>
          <BusyButton
            type="button"
            className="btn btn--accent"
            onClick={() => rotate.mutate({ ...withToken(token) })}
            busy={rotate.isPending && 'Making a new link…'}
          >
            Make a new link
          </BusyButton>
        </div>
      </Dialog>
    </div>
  );
}
