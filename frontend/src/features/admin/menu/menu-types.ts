/** The admin menu API's records (GET /api/admin/catalog and its history), as generated. */
import type { Schemas } from '../../../api/client';

export type AdminService = Schemas['AdminServiceDto'];
export type AdminAddOn = Schemas['AdminAddOnDto'];
export type AdminPackage = Schemas['AdminPackageDto'];
export type AdminCorporatePackage = Schemas['AdminCorporatePackageDto'];
export type AdminMenu = Omit<Schemas['AdminCatalogDto'], 'status'>;
export type CatalogChange = Schemas['CatalogChangeDto'];
