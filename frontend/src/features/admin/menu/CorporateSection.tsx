import { useState } from 'react';
import { FormNotice, type Notice } from '../../../components/FormNotice';
import { CorporateForm } from './CorporateForm';
import type { AdminCorporatePackage, AdminMenu } from './menu-types';

/** The corporate offer's packages: the texts the corporate page shows, edited one at a time. */
export function CorporateSection({ menu }: { menu: AdminMenu }) {
  const [editing, setEditing] = useState<AdminCorporatePackage | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
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
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  aria-describedby={titleId}
                  onClick={() => {
                    setNotice(null);
                    setEditing(p);
                  }}
                >
                  Edit
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {editing && (
        <CorporateForm
          pkg={editing}
          menu={menu}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setNotice({ kind: 'success', text: saved });
          }}
        />
      )}
    </div>
  );
}
