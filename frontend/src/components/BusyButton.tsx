import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * A button that says what it is doing while its request runs (`busyLabel`), and cannot be pressed
 * again until it is done. `disabled` adds reasons of its own to be off. A submit button unless
 * `type` says otherwise.
 */
export function BusyButton({
  type = 'submit',
  busy,
  busyLabel,
  disabled,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; busyLabel: ReactNode }) {
  return (
    <button {...button} type={type} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
