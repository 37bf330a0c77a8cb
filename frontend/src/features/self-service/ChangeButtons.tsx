import { MESSAGES } from '@esthetics/domain';
import type { ReactNode } from 'react';
import { refusedNotes, type ChangeOption } from './terms';

/** The options could not be read: the catalogue's message and a way to read them again. */
export function OptionsFailed({ retry }: { retry: () => void }) {
  return (
    <p className="change-note">
      {MESSAGES.changeOptionsFailed}{' '}
      <button type="button" className="btn btn--ghost btn--small" onClick={retry}>
        Try again
      </button>
    </p>
  );
}

/**
 * A change the options answer offers or refuses: a refused one is disabled and points at the note
 * that says why (`noteId`, see RefusedNote).
 */
export function ChangeButton({
  option,
  noteId,
  onClick,
  children,
}: {
  option: ChangeOption;
  noteId: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      disabled={!option.allowed}
      aria-describedby={option.allowed ? undefined : noteId}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Why the refused changes are not offered, each reason once; nothing when all are offered. */
export function RefusedNote({ id, options }: { id: string; options: readonly ChangeOption[] }) {
  const notes = refusedNotes(options);
  if (notes.length === 0) return null;
  return (
    <p id={id} className="change-note">
      {notes.join(' ')}
    </p>
  );
}
