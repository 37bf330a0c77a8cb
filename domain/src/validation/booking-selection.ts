/**
 * What a booking asks for, checked against the owner's menu: the package, the services (each once,
 * offered at the chosen place, allowed by the package) and the add-ons. Hidden items count as unknown.
 */
import {
  BookingPackage,
  Catalog,
  findAddOn,
  findBookingPackage,
  findService,
  isServiceAllowedInPackage,
  ServiceLocation,
} from '../catalog';
import { fail, idList, pass } from './checks';
import { Validation } from './result';

/** The package, services and add-ons as the catalog has them, at the chosen location. */
export function checkCatalog(
  catalog: Catalog,
  selection: { isPackage: boolean; packageId: string; serviceIds: readonly string[] },
  location: ServiceLocation,
  addOns: unknown,
): Validation<{ pkg: BookingPackage | undefined; addOnIds: string[] }> {
  const { isPackage, packageId, serviceIds } = selection;
  const found = isPackage ? findBookingPackage(catalog, packageId) : undefined;
  const pkg = found && !found.hidden ? found : undefined;
  if (isPackage && !pkg) return fail('unknownPackage', 'package_id');
  if (new Set(serviceIds).size !== serviceIds.length) return fail('duplicateService', 'services');
  for (const id of serviceIds) {
    const service = findService(catalog, id);
    if (!service || service.hidden) return fail('unknownService', 'services');
    if (pkg && !isServiceAllowedInPackage(catalog, pkg, id))
      return fail('serviceNotInPackage', 'services');
    if (service.location !== location) return fail('serviceNotAtLocation', 'services');
  }
  const addOnIds = idList(addOns);
  if (
    addOnIds === null ||
    addOnIds.some((id) => {
      const addOn = findAddOn(catalog, id);
      return !addOn || addOn.hidden;
    }) ||
    new Set(addOnIds).size !== addOnIds.length
  ) {
    return fail('unknownAddOn', 'add_ons');
  }
  return pass({ pkg, addOnIds });
}
