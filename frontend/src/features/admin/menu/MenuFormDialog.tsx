import type { ReactNode } from 'react';
import { Dialog } from '../../../components/Dialog';
import { FormOutcomeNotice, RequiredLegend } from '../../../components/form-fields';
import type { FormOutcome } from '../../../components/form-problem';
import { BusyButton } from '../../../components/BusyButton';

/**
 * The dialog an item of the menu is added or edited in: its fields, the outcome of a refused save
 * that names no field, and Save / Cancel (Cancel held while it saves).
 */
export function MenuFormDialog({
  title,
  form,
  onClose,
  children,
}: {
  title: string;
  form: { submit: (e: React.FormEvent) => void; outcome: FormOutcome | null; saving: boolean };
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      title={title}
      className="menu-dialog"
      onClose={() => {
        if (!form.saving) onClose();
      }}
    >
      <form className="form menu-form" onSubmit={form.submit} noValidate>
        <RequiredLegend />
        {children}
        <FormOutcomeNotice outcome={form.outcome} />
        <div className="btn-row">
          <button type="button" className="btn btn--ghost" disabled={form.saving} onClick={onClose}>
            Cancel
          </button>
          <BusyButton className="btn btn--accent" busy={form.saving && 'Saving…'}>
            Save
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
