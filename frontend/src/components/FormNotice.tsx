import { useEffect, useRef } from 'react';

/** What a form answers its sender: a success or an error, in words; null before it was sent. */
export type Notice = { readonly kind: 'success' | 'error'; readonly text: string } | null;

/**
 * The answer to a form: success as a status, an error as an alert (both read out). With
 * `focusOnSuccess`, a success takes the focus (tabIndex -1), so a keyboard or screen-reader user who
 * sent the form lands on its confirmation rather than on an emptied form.
 */
export function FormNotice({
  notice,
  focusOnSuccess = false,
}: {
  notice: Notice;
  focusOnSuccess?: boolean;
}) {
  const status = useRef<HTMLParagraphElement>(null);
  const focusable = focusOnSuccess && notice?.kind === 'success';
  useEffect(() => {
    if (focusable) status.current?.focus();
  }, [notice, focusable]);
  return (
    <div aria-live="polite">
      {notice && (
        <p
          ref={status}
          className={`notice notice--${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          tabIndex={focusable ? -1 : undefined}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
