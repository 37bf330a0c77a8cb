import { FieldError, fieldId } from '../../../components/form-fields';
import { checkPackage, packageBody, packageDraft } from './menu-drafts';
import type { AdminMenu, AdminPackage } from './menu-types';
import { menuFields } from './MenuFields';
import { MenuFormDialog } from './MenuFormDialog';
import { useMenuForm } from './useMenuForm';

const PREFIX = 'menu-package';

/**
 * Add a package deal or edit one: its texts, price and savings in dollars, how long it is valid,
 * and the services it allows (every clinic service, or the ones checked).
 */
export function PackageForm({
  pkg,
  menu,
  onClose,
}: {
  pkg?: AdminPackage;
  menu: AdminMenu;
  onClose: (saved: string | null) => void;
}) {
  const form = useMenuForm({
    prefix: PREFIX,
    initial: packageDraft(pkg),
    toBody: packageBody,
    check: (body) => checkPackage(body, menu, pkg?.id),
    send: (calls, body) => calls.save('package', pkg?.id ?? null, body),
    onSaved: () => onClose(pkg ? `${pkg.name} saved.` : 'Package added.'),
  });
  const f = menuFields(form);
  const { draft, edit } = form;
  // Packages are booked at the clinic; a service chosen before it moved elsewhere stays listed.
  const choices = menu.services.filter(
    (s) => s.location === 'clinic' || draft.service_ids.includes(s.id),
  );
  const toggle = (id: string) =>
    edit({
      service_ids: draft.service_ids.includes(id)
        ? draft.service_ids.filter((x) => x !== id)
        : [...draft.service_ids, id],
    });
  const invalid = form.outcome?.kind === 'error' && form.outcome.field === 'services_allowed';

  return (
    <MenuFormDialog
      title={pkg ? `Edit ${pkg.name}` : 'Add a package'}
      form={form}
      onClose={() => onClose(null)}
    >
      {f.text('name', 'Name', { required: true })}
      {f.area('description', 'Description')}
      <div className="form-row">
        {f.text('budget_cents', 'Price ($)', { required: true, mode: 'decimal' })}
        {f.text('savings_cents', 'Savings ($)', { mode: 'decimal' })}
      </div>
      <div className="form-row">
        {f.text('valid_months', 'Valid for (months)', { required: true, mode: 'numeric' })}
        {f.text('max_services', 'Up to (services)', { required: true, mode: 'numeric' })}
      </div>
      <fieldset
        className="choice-group menu-services-allowed"
        id={fieldId(PREFIX, 'services_allowed')}
        tabIndex={-1}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${fieldId(PREFIX, 'services_allowed')}-error` : undefined}
      >
        <legend>Services allowed</legend>
        {f.check('all_services', 'All clinic services')}
        {!draft.all_services && (
          <ul className="menu-checklist">
            {choices.map((s) => (
              <li key={s.id}>
                <label className="toggle">
                  <input
                    type="checkbox"
                    checked={draft.service_ids.includes(s.id)}
                    onChange={() => toggle(s.id)}
                  />
                  {s.name}
                  {s.hidden && <span className="badge">Hidden</span>}
                </label>
              </li>
            ))}
          </ul>
        )}
        <FieldError prefix={PREFIX} name="services_allowed" outcome={form.outcome} />
      </fieldset>
    </MenuFormDialog>
  );
}
