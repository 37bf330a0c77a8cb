import { lazy, Suspense, useRef, useState } from 'react';
import './assistant.css';

const AssistantPanel = lazy(() => import('./AssistantPanel'));

/** The floating Skin Care Assistant: a button on every page; the chat loads on first open. */
export function AssistantWidget() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="assistant">
      {opened && (
        <Suspense
          fallback={
            <div className="assistant-panel" role="status">
              <span className="spinner" aria-hidden="true" />
              Opening the assistant…
            </div>
          }
        >
          <AssistantPanel hidden={!open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={toggle}
        type="button"
        className="assistant-toggle"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen((o) => !o);
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
            fill="currentColor"
          />
        </svg>
        <span className="phone-hidden">{open ? 'Close assistant' : 'Skin Care Assistant'}</span>
      </button>
    </div>
  );
}
