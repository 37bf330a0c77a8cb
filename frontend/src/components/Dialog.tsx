import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> element: the page behind is inert, focus starts inside and
 * Tab / Shift+Tab wrap within it, Escape closes it, and focus returns to where it was on close.
 * The one dialog of the site: never window.alert or window.confirm.
 */
export function Dialog({
  open,
  title,
  onClose,
  className,
  children,
}: {
  open: boolean;
  title: string;
  /** Added to the dialog's own class (a wider form). */
  className?: string;
  /** Escape, or a button of the dialog asked to close. */
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return undefined;
    const before = document.activeElement;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [open]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      {open && (
        <>
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}

/**
 * A question before an action that cannot be undone: the warning, a way back and the action, both
 * held while the action runs (the dialog does not close under it).
 */
export function ConfirmDialog({
  item,
  title,
  warning,
  cancelLabel = 'Cancel',
  confirmLabel,
  busyLabel,
  busy,
  onCancel,
  onConfirm,
}: {
  /** What the action is about; the dialog is open while there is one. */
  item: { id: string } | null;
  title: string;
  warning: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (id: string) => void;
}) {
  return (
    <Dialog
      open={item !== null}
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
    >
      <p>{warning}</p>
      <div className="btn-row">
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="btn btn--accent"
          disabled={busy}
          onClick={() => item && onConfirm(item.id)}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
