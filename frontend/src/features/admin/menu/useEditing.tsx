import { useState } from 'react';
import type { Notice } from '../../../components/FormNotice';

/**
 * A menu list's editing: which record the form is open on, and the notice above the list. Opening a
 * form clears the notice; closing it after a save says what was saved.
 */
export function useEditing<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  return {
    editing,
    notice,
    setNotice,
    open(record: T) {
      setNotice(null);
      setEditing(record);
    },
    close(saved: string | null) {
      setEditing(null);
      if (saved) setNotice({ kind: 'success', text: saved });
    },
  };
}

/** A row's "Edit" button, described by the row's title. */
export function EditButton({ titleId, onClick }: { titleId: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      aria-describedby={titleId}
      onClick={onClick}
    >
      Edit
    </button>
  );
}
