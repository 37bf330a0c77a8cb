/** A dialog's refusal or failure, read out at once; nothing while there is none. */
export function DialogProblem({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="notice notice--error" role="alert">
      {text}
    </p>
  );
}

/**
 * A confirming dialog's two buttons: the way back first, then the action, both held while it runs
 * (`busy`, when the action says `busyLabel`). A form's action submits it (`onConfirm` left out).
 */
export function BackOrConfirm({
  back,
  onBack,
  label,
  busyLabel,
  busy,
  disabled = false,
  onConfirm,
}: {
  back: string;
  onBack: () => void;
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  onConfirm?: () => void;
}) {
  return (
    <div className="btn-row">
      <button type="button" className="btn btn--ghost" onClick={onBack} disabled={busy}>
        {back}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className="btn btn--accent"
        onClick={onConfirm}
        disabled={disabled || busy}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
