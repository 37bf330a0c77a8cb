import { formatPrice, type Service } from '@esthetics/domain';
import { CATEGORY_TITLES } from '../site/catalog';
import { ChoiceGrid } from './form-controls';

/** The services to choose from, by category; in a package, without their prices. */
export function ServiceChoices({
  services,
  chosen,
  inPackage,
  onToggle,
}: {
  services: readonly Service[];
  chosen: readonly string[];
  inPackage: boolean;
  onToggle: (id: string) => void;
}) {
  const categories = [...new Set(services.map((s) => s.category))];
  return (
    <>
      {categories.map((category) => (
        <div key={category} className="service-category">
          {categories.length > 1 && <h3>{CATEGORY_TITLES[category]}</h3>}
          <ChoiceGrid
            type="checkbox"
            name="services"
            items={services.filter((s) => s.category === category)}
            checked={(s) => chosen.includes(s.id)}
            onPick={(s) => onToggle(s.id)}
            title={(s) => s.name}
            detail={(s) => (
              <>
                {s.durationMinutes} min
                {!inPackage && (
                  <>
                    {' · '}
                    {formatPrice(s.priceCents)}
                    {s.perPerson && ' per person'}
                    {s.minPersons > 1 && ` (min ${s.minPersons})`}
                  </>
                )}
              </>
            )}
          />
        </div>
      ))}
    </>
  );
}
