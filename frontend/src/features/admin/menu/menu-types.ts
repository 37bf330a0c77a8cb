/**
 * The admin menu API's records (GET /api/admin/catalog and its history), as the contract in the
 * admin API names them. Written by hand until the generated schema has them.
 */
import type { ServiceCategory, ServiceLocation } from '@esthetics/domain';

export interface AdminService {
  id: string;
  name: string;
  category: ServiceCategory;
  location: ServiceLocation;
  description: string;
  notes: string[];
  duration: number;
  price_cents: number;
  per_person: boolean;
  min_persons: number;
  travel_fee_cents: number;
  buffer_minutes: number;
  photo: string | null;
  hidden: boolean;
  future_bookings: number;
}

export interface AdminAddOn {
  id: string;
  name: string;
  price_cents: number;
  duration: number;
  hidden: boolean;
  future_bookings: number;
}

export interface AdminPackage {
  id: string;
  name: string;
  description: string;
  budget_cents: number;
  savings_cents: number;
  valid_months: number;
  max_services: number;
  services_allowed: 'all' | string[];
  hidden: boolean;
  future_bookings: number;
}

export interface AdminCorporatePackage {
  id: string;
  name: string;
  description: string;
  services: string[];
  duration: string;
  min_guests: number;
  price_range: string;
  includes: string[];
}

export interface AdminMenu {
  services: AdminService[];
  add_ons: AdminAddOn[];
  packages: AdminPackage[];
  corporate_packages: AdminCorporatePackage[];
}

export interface CatalogChange {
  id: string;
  at: string;
  actor: string;
  kind: 'service' | 'add_on' | 'package' | 'corporate_package';
  item_id: string;
  action: 'created' | 'updated' | 'hidden' | 'shown' | 'deleted' | 'reordered';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
