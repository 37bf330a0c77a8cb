import type { StepNotice } from './code-step';

/**
 * What a code step says under its form, read out as it changes: an error as an alert (with `errorId`,
 * which the code field names as its description), anything else as a status.
 */
export function StepNoticeLine({ notice, errorId }: { notice: StepNotice; errorId: string }) {
  return (
    <div aria-live="polite">
      {notice && (
        <p
          id={notice.kind === 'error' ? errorId : undefined}
          className={`notice notice--${notice.kind === 'error' ? 'error' : 'success'}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
