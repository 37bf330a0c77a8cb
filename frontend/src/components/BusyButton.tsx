import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * A button that says what it is doing while its request runs (`busyLabel`), and cannot be pressed
 * again until it is done. `disabled` adds reasons of its own to be off.
 */
export function BusyButton({
  busy,
  busyLabel,
  disabled,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; busyLabel: ReactNode }) {
  return (
    <button {...button} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
