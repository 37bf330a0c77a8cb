import { formatCents } from '@esthetics/domain';
import { CATEGORY_TITLES } from '../../site/catalog';
import { AddOnForm } from './AddOnForm';
import {
  addOnBody,
  addOnDraft,
  packageBody,
  packageDraft,
  serviceBody,
  serviceDraft,
} from './menu-drafts';
import { groupedBy } from './menu-order';
import type { AdminMenu, AdminPackage, AdminService } from './menu-types';
import { MenuList } from './MenuList';
import { PackageForm } from './PackageForm';
import { ServiceForm } from './ServiceForm';

/** A service's facts in a line: duration, price (per person, minimum), buffer, travel fee. */
function serviceFacts(s: AdminService): string {
  const price = `${formatCents(s.price_cents)}${s.per_person ? ' per person' : ''}`;
  return [
    `${s.duration} min`,
    s.min_persons > 1 ? `${price} (min ${s.min_persons})` : price,
    `buffer ${s.buffer_minutes} min`,
    s.travel_fee_cents > 0 ? `travel ${formatCents(s.travel_fee_cents)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The services by category, each category in the owner's order. */
export function ServicesSection({ menu }: { menu: AdminMenu }) {
  const groups = groupedBy(menu.services, (s) => s.category).map(
    ([category, services]) => [CATEGORY_TITLES[category], services] as const,
  );
  return (
    <MenuList
      kind="service"
      noun="service"
      items={menu.services}
      groups={groups}
      together={(a, b) => a.category === b.category}
      facts={serviceFacts}
      withHidden={(calls, s, hidden) =>
        calls.save('service', s.id, { ...serviceBody(serviceDraft(s)), hidden })
      }
      form={(service, onClose) => <ServiceForm service={service} menu={menu} onClose={onClose} />}
    />
  );
}

export function AddOnsSection({ menu }: { menu: AdminMenu }) {
  return (
    <MenuList
      kind="add_on"
      noun="add-on"
      items={menu.add_ons}
      facts={(a) => `${formatCents(a.price_cents)} · +${a.duration} min`}
      withHidden={(calls, a, hidden) =>
        calls.save('add_on', a.id, { ...addOnBody(addOnDraft(a)), hidden })
      }
      form={(addOn, onClose) => <AddOnForm addOn={addOn} menu={menu} onClose={onClose} />}
    />
  );
}

/** "Facial Trio: $240.00, saves $15.00, 6 months, up to 3 of 3 services". */
function packageFacts(p: AdminPackage, menu: AdminMenu): string {
  const allowed =
    p.services_allowed === 'all'
      ? 'all clinic services'
      : `${p.services_allowed.length} service${p.services_allowed.length === 1 ? '' : 's'}`;
  const names =
    p.services_allowed === 'all'
      ? ''
      : `: ${p.services_allowed.map((id) => menu.services.find((s) => s.id === id)?.name ?? id).join(', ')}`;
  return `${formatCents(p.budget_cents)} · saves ${formatCents(p.savings_cents)} · ${p.valid_months} months · up to ${p.max_services} from ${allowed}${names}`;
}

export function PackagesSection({ menu }: { menu: AdminMenu }) {
  return (
    <MenuList
      kind="package"
      noun="package"
      items={menu.packages}
      facts={(p) => packageFacts(p, menu)}
      withHidden={(calls, p, hidden) =>
        calls.save('package', p.id, { ...packageBody(packageDraft(p)), hidden })
      }
      form={(pkg, onClose) => <PackageForm pkg={pkg} menu={menu} onClose={onClose} />}
    />
  );
}
