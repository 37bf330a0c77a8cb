import { formatPrice, type Service } from '@esthetics/domain';
import { CATEGORY_TITLES } from '../site/catalog';
import { Choice } from './form-controls';

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
          <div className="choice-grid">
            {services
              .filter((s) => s.category === category)
              .map((s) => (
                <Choice
                  key={s.id}
                  type="checkbox"
                  name="services"
                  value={s.id}
                  checked={chosen.includes(s.id)}
                  onChange={() => onToggle(s.id)}
                  title={s.name}
                  detail={
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
                  }
                />
              ))}
          </div>
        </div>
      ))}
    </>
  );
}
