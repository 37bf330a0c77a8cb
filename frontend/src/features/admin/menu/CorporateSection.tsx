import { FormNotice } from '../../../components/FormNotice';
import { EditButton, useEditing } from './useEditing';
import { CorporateForm } from './CorporateForm';
import type { AdminCorporatePackage, AdminMenu } from './menu-types';

/** The corporate offer's packages: the texts the corporate page shows, edited one at a time. */
export function CorporateSection({ menu }: { menu: AdminMenu }) {
  const { editing, notice, open, close } = useEditing<AdminCorporatePackage>();
  return (
    <div className="menu-list">
      <p className="panel-note">
        The event packages as the corporate page and its inquiry form show them.
      </p>
      <FormNotice notice={notice} />
      <ul className="menu-rows">
        {menu.corporate_packages.map((p) => {
          const titleId = `menu-corporate-${p.id}`;
          return (
            <li key={p.id} className="menu-row" aria-labelledby={titleId}>
              <div className="menu-row-main">
                <p className="menu-row-name" id={titleId}>
                  {p.name}
                </p>
                <p className="menu-row-facts">
                  {p.duration} · {p.price_range} · from {p.min_guests} guests
                </p>
              </div>
              <div className="menu-row-actions">
                <EditButton titleId={titleId} onClick={() => open(p)} />
              </div>
            </li>
          );
        })}
      </ul>
      {editing && <CorporateForm pkg={editing} menu={menu} onClose={close} />}
    </div>
  );
}
