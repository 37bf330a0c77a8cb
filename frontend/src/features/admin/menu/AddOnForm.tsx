import { addOnBody, addOnDraft, checkAddOn } from './menu-drafts';
import type { AdminAddOn, AdminMenu } from './menu-types';
import { menuFields } from './MenuFields';
import { MenuFormDialog } from './MenuFormDialog';
import { useMenuForm } from './useMenuForm';

/** Add an add-on or edit one: its name, price in dollars and the minutes it adds. */
export function AddOnForm({
  addOn,
  menu,
  onClose,
}: {
  addOn?: AdminAddOn;
  menu: AdminMenu;
  onClose: (saved: string | null) => void;
}) {
  const form = useMenuForm({
    prefix: 'menu-add-on',
    initial: addOnDraft(addOn),
    toBody: addOnBody,
    check: (body) => checkAddOn(body, menu, addOn?.id),
    send: (calls, body) => calls.save('add_on', addOn?.id ?? null, body),
    onSaved: () => onClose(addOn ? `${addOn.name} saved.` : 'Add-on added.'),
  });
  const f = menuFields(form);
  return (
    <MenuFormDialog
      title={addOn ? `Edit ${addOn.name}` : 'Add an add-on'}
      form={form}
      onClose={() => onClose(null)}
    >
      {f.text('name', 'Name', { required: true })}
      <div className="form-row">
        {f.text('price_cents', 'Price ($)', { required: true, mode: 'decimal' })}
        {f.text('duration', 'Extra minutes', { required: true, mode: 'numeric' })}
      </div>
    </MenuFormDialog>
  );
}
