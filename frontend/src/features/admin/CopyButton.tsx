import { MESSAGES } from '@esthetics/domain';
import { useEffect, useRef, useState } from 'react';
import './panels.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long the button says "Copied", and how long a failure stays on screen. */
const COPIED_MS = 2000;
const FAILED_MS = 8000;

/**
 * Copies `text` to the clipboard: the button says "Copied" for a moment and MESSAGES.copied is read
 * out; when the browser refuses (no clipboard, no permission), MESSAGES.copyFailed is shown instead.
 */
export function CopyButton({
  text,
  label,
  className = 'btn btn--ghost btn--small',
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: CopyState) => {
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(() => setState('idle'), next === 'copied' ? COPIED_MS : FAILED_MS);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      settle('copied');
    } catch {
      settle('failed');
    }
  };

  return (
    <span className="copy">
      <button type="button" className={className} onClick={() => void copy()}>
        {state === 'copied' ? 'Copied' : label}
      </button>
      <span
        className={state === 'failed' ? 'copy-failed' : 'visually-hidden'}
        role="status"
        aria-live="polite"
      >
        {state === 'copied' && MESSAGES.copied}
        {state === 'failed' && MESSAGES.copyFailed}
      </span>
    </span>
  );
}
