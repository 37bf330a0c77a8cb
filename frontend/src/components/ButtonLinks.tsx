import { Link } from 'react-router-dom';

/** A link drawn as a button: `accent` for the page's main action, `ghost` for a quieter one. */
export interface ButtonLink {
  readonly to: string;
  readonly label: string;
  readonly look?: 'accent' | 'ghost';
}

/** The links most pages end with. */
export const BOOK_LINK: ButtonLink = { to: '/booking', label: 'Book Appointment', look: 'accent' };
export const SERVICES_LINK: ButtonLink = { to: '/services', label: 'View Services', look: 'ghost' };
export const CONTACT_LINK: ButtonLink = { to: '/contact', label: 'Contact us', look: 'ghost' };

/** A row of links drawn as buttons. */
export function ButtonLinks({
  links,
  className,
}: {
  links: readonly ButtonLink[];
  className?: string;
}) {
  return (
    <div className={className ? `btn-row ${className}` : 'btn-row'}>
      {links.map(({ to, label, look }) => (
        <Link key={to} to={to} className={look ? `btn btn--${look}` : 'btn'}>
          {label}
        </Link>
      ))}
    </div>
  );
}
