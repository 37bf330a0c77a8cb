import {
  SEED_BUFFER_MINUTES,
  SERVICE_CATEGORIES,
  SERVICE_LOCATION_LABELS,
  SERVICE_LOCATIONS,
} from '@esthetics/domain';
import { useSiteData } from '../../../api/hooks';
import { CATEGORY_TITLES } from '../../site/catalog';
import { sitePhotos } from '../../site/profile';
import { checkService, serviceBody, serviceDraft } from './menu-drafts';
import { photoChoices } from './menu-photos';
import type { AdminMenu, AdminService } from './menu-types';
import { menuFields } from './MenuFields';
import { MenuFormDialog } from './MenuFormDialog';
import { useMenuForm } from './useMenuForm';

/** Add a service (no `service`) or edit one: every field the API takes, the price in dollars. */
export function ServiceForm({
  service,
  menu,
  onClose,
}: {
  service?: AdminService;
  menu: AdminMenu;
  onClose: (saved: string | null) => void;
}) {
  const site = useSiteData();
  const form = useMenuForm({
    prefix: 'menu-service',
    initial: serviceDraft(service),
    toBody: serviceBody,
    check: (body) => checkService(body, menu, service?.id),
    send: (calls, body) => calls.save('service', service?.id ?? null, body),
    onSaved: () => onClose(service ? `${service.name} saved.` : 'Service added.'),
  });
  const f = menuFields(form);
  const photos = photoChoices(sitePhotos(site), service?.photo ?? null);
  const chosen = photos.find((p) => p.id === form.draft.photo);

  return (
    <MenuFormDialog
      title={service ? `Edit ${service.name}` : 'Add a service'}
      form={form}
      onClose={() => onClose(null)}
    >
      {f.text('name', 'Name', { required: true })}
      <div className="form-row">
        {f.select(
          'category',
          'Category',
          SERVICE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_TITLES[c] })),
        )}
        {f.select(
          'location',
          'Where',
          SERVICE_LOCATIONS.map((l) => ({ value: l, label: SERVICE_LOCATION_LABELS[l] })),
        )}
      </div>
      {f.area('description', 'Description')}
      <div className="form-row">
        {f.text('duration', 'Duration (minutes)', { required: true, mode: 'numeric' })}
        {f.text('price_cents', 'Price ($)', { required: true, mode: 'decimal' })}
      </div>
      {f.check('per_person', 'Priced per person')}
      <div className="form-row">
        {f.text('min_persons', 'Minimum people', { mode: 'numeric' })}
        {f.text('travel_fee_cents', 'Travel fee ($)', { mode: 'decimal' })}
      </div>
      {f.text('buffer_minutes', 'Buffer after it (minutes)', {
        mode: 'numeric',
        hint: `Kept free for cleanup or travel; not shown to clients. Usual: ${SEED_BUFFER_MINUTES[form.draft.category]} min.`,
      })}
      {f.select(
        'photo',
        'Photo',
        [{ value: '', label: 'No photo' }, ...photos.map((p) => ({ value: p.id, label: p.label }))],
        { hint: photos.length === 0 ? 'Your photo library is empty.' : undefined },
      )}
      {chosen?.src && (
        <img className="menu-photo-preview" src={chosen.src} alt="" width={160} height={107} />
      )}
      {f.area('notes', 'Notes', { hint: 'One a line, shown under the service.' })}
    </MenuFormDialog>
  );
}
