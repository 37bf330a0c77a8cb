import {
  ASSISTANT_GREETING,
  ASSISTANT_REPLY_DELAY_MS,
  assistantReply,
  type AssistantBusiness,
} from '@esthetics/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Site } from '../../api/client';
import { useSite } from '../../api/hooks';
import { useLiveCatalog } from '../../features/site/useLiveCatalog';

/**
 * The business's facts the assistant quotes, from the site data (the owner's business profile):
 * phone, hours and service area.
 */
function assistantBusiness(site: Site): AssistantBusiness {
  return { phone: site.phone, hoursText: site.hours_text, serviceArea: site.service_area };
}

interface Line {
  readonly id: number;
  readonly from: 'assistant' | 'you';
  readonly text: string;
}

export default function AssistantPanel({
  hidden,
  onClose,
}: {
  hidden: boolean;
  onClose: () => void;
}) {
  const siteState = useSite();
  const site = siteState.status === 'ready' ? siteState.data : undefined;
  const catalogState = useLiveCatalog();
  const catalog = catalogState.status === 'ready' ? catalogState.data : undefined;
  const titleId = useId();
  const inputId = useId();
  const [lines, setLines] = useState<Line[]>([
    { id: 0, from: 'assistant', text: ASSISTANT_GREETING },
  ]);
  const [question, setQuestion] = useState('');
  const [typing, setTyping] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const timers = useRef<number[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    if (!hidden) input.current?.focus();
  }, [hidden]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [lines, typing]);

  const ask = (e: FormEvent) => {
    e.preventDefault();
    const text = question.trim();
    if (!text || !site || !catalog) return;
    setQuestion('');
    setLines((l) => [...l, { id: nextId.current++, from: 'you', text }]);
    setTyping((n) => n + 1);
    const reply = assistantReply(text, assistantBusiness(site), catalog);
    timers.current.push(
      window.setTimeout(() => {
        setTyping((n) => n - 1);
        setLines((l) => [...l, { id: nextId.current++, from: 'assistant', text: reply }]);
      }, ASSISTANT_REPLY_DELAY_MS),
    );
  };

  return (
    <section
      className="assistant-panel"
      role="dialog"
      aria-labelledby={titleId}
      hidden={hidden}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <header className="assistant-head">
        <h2 id={titleId}>Skin Care Assistant</h2>
        <button type="button" className="assistant-close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close the assistant</span>
        </button>
      </header>
      <ol ref={log} className="assistant-log" aria-live="polite" aria-label="Conversation">
        {lines.map((line) => (
          <li key={line.id} className={`bubble bubble--${line.from}`}>
            <span className="visually-hidden">
              {line.from === 'you' ? 'You said:' : 'Assistant:'}
            </span>{' '}
            {line.text}
          </li>
        ))}
        {typing > 0 && (
          <li className="bubble bubble--assistant bubble--typing">
            <span className="visually-hidden">The assistant is typing</span>
            <span aria-hidden="true">• • •</span>
          </li>
        )}
      </ol>
      {siteState.status === 'error' && (
        <p className="assistant-error" role="alert">
          The assistant cannot connect right now.{' '}
          <button type="button" className="link-button" onClick={siteState.retry}>
            Try again
          </button>
        </p>
      )}
      <form className="assistant-form" onSubmit={ask}>
        <label htmlFor={inputId} className="visually-hidden">
          Ask the Skin Care Assistant
        </label>
        <input
          ref={input}
          id={inputId}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          placeholder={site ? 'Ask about facials, waxing, prices…' : 'Connecting…'}
          autoComplete="off"
          maxLength={300}
          disabled={!site}
        />
        <button type="submit" className="btn btn--small" disabled={!site || !question.trim()}>
          Send
        </button>
      </form>
    </section>
  );
}
