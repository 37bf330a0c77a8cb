import type { CorporatePackage } from './corporate-inquiry';

/** A corporate package to start from: the whole card selects it, and its button says so. */
export function PackageCard({
  pkg,
  selected,
  onToggle,
}: {
  pkg: CorporatePackage;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <article
      className={selected ? 'card package is-selected' : 'card package'}
      aria-labelledby={`pkg-${pkg.id}`}
      onClick={(e) => {
        // The whole card selects; the button inside handles its own click.
        if (!(e.target as HTMLElement).closest('button')) onToggle();
      }}
    >
      {selected && <p className="package-badge">Selected Package</p>}
      <h3 id={`pkg-${pkg.id}`}>{pkg.name}</h3>
      <p>{pkg.description}</p>
      <p className="meta">
        <span>{pkg.duration}</span>
        <span>Min {pkg.minGuests} guests</span>
      </p>
      <p className="price package-price">{pkg.priceRange}</p>
      <h4>Services</h4>
      <ul className="check-list">
        {pkg.services.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <h4>Includes</h4>
      <ul className="tag-list">
        {pkg.includes.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <button
        type="button"
        className={selected ? 'btn btn--small' : 'btn btn--ghost btn--small'}
        aria-pressed={selected}
        onClick={onToggle}
      >
        {selected ? 'Selected: click to deselect' : 'Select this package'}
        <span className="visually-hidden"> ({pkg.name})</span>
      </button>
    </article>
  );
}
