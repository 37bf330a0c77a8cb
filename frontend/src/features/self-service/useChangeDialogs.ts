import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AREA_READS } from '../../api/query-client';

/**
 * Which of an appointment's change dialogs is open (the client's and the console's), and what closing
 * or finishing one does: a change done closes its dialog, tells the page `onDone`, and refreshes every
 * read of the area (the list, the options).
 */
export function useChangeDialogs<K extends string>(onDone: (message: string) => void) {
  const [open, setOpen] = useState<K | null>(null);
  const queryClient = useQueryClient();
  return {
    open,
    show: (dialog: K) => setOpen(dialog),
    close: () => setOpen(null),
    done: (message: string) => {
      setOpen(null);
      onDone(message);
      void queryClient.invalidateQueries(AREA_READS);
    },
  };
}
