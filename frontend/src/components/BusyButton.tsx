import type { ButtonHTMLAttributes } from 'react';

/**
 * A button that says what it is doing while its request runs (`busy`, e.g. `save.isPending &&
 * 'Saving…'`), and cannot be pressed again until it is done. `disabled` adds reasons of its own to
 * be off. A submit button unless `type` says otherwise.
 */
export function BusyButton({
  type = 'submit',
  busy,
  disabled,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  /** What the button says while its request runs, or false when none runs. */
  busy: string | false;
}) {
  return (
    <button {...button} type={type} disabled={busy !== false || disabled}>
      {busy === false ? children : busy}
    </button>
  );
}
