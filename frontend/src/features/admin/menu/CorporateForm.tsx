import { checkCorporate, corporateBody, corporateDraft } from './menu-drafts';
import type { AdminCorporatePackage, AdminMenu } from './menu-types';
import { menuFields } from './MenuFields';
import { MenuFormDialog } from './MenuFormDialog';
import { useMenuForm } from './useMenuForm';

/** Edit the texts a corporate package shows on the corporate page and in the inquiry form. */
export function CorporateForm({
  pkg,
  menu,
  onClose,
}: {
  pkg: AdminCorporatePackage;
  menu: AdminMenu;
  onClose: (saved: string | null) => void;
}) {
  const form = useMenuForm({
    prefix: 'menu-corporate',
    initial: corporateDraft(pkg),
    toBody: corporateBody,
    check: (body) => checkCorporate(body, menu, pkg.id),
    send: (calls, body) => calls.saveCorporate(pkg.id, body),
    onSaved: () => onClose(`${pkg.name} saved.`),
  });
  const f = menuFields(form);
  return (
    <MenuFormDialog title={`Edit ${pkg.name}`} form={form} onClose={() => onClose(null)}>
      {f.text('name', 'Name', { required: true })}
      {f.area('description', 'Description')}
      <div className="form-row">
        {f.text('duration', 'Duration', { hint: 'As shown, e.g. "2-3 hours".' })}
        {f.text('price_range', 'Price range', { hint: 'As shown, e.g. "$75-95 per person".' })}
      </div>
      {f.text('min_guests', 'Minimum guests', { required: true, mode: 'numeric' })}
      {f.area('services', 'Services', { hint: 'One a line.', rows: 4 })}
      {f.area('includes', 'Includes', { hint: 'One a line.', rows: 4 })}
    </MenuFormDialog>
  );
}
