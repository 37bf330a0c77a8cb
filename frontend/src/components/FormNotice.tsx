/** The answer to a form: success as a status, an error as an alert (both read out). */
export function FormNotice({
  notice,
}: {
  notice: { kind: 'success' | 'error'; text: string } | null;
}) {
  return (
    <div aria-live="polite">
      {notice && (
        <p
          className={`notice notice--${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
