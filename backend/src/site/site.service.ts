import {
  ADD_ONS,
  BOOKING_PACKAGES,
  centsToDollars,
  CONSULTATION_OPTIONS,
  CORPORATE_EVENT_TYPES,
  CORPORATE_PACKAGES,
  hoursText,
  LEGAL_LAST_UPDATED,
  MONTHLY_PLANS,
  packageServices,
  POLICIES,
  SERVICES,
  SUCCESS_PAGE_REFUND_NOTE,
  VOLUME_DISCOUNT_TEXT,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { CachedJson } from './cached-json';
import { CatalogDto, SiteDto } from './dto/site.dto';
import { PhotoLibrary } from './photo-library';

/**
 * The business's public facts (its profile), its photos and its catalog (from the domain). They do not
 * change while the app runs (the photos are read once at start), so their JSON is made once.
 */
@Injectable()
export class SiteService {
  private siteJson: { photos: unknown; json: CachedJson } | null = null;
  private catalogCache: CachedJson | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly photos: PhotoLibrary,
  ) {}

  /** site() as JSON, made again only if the photos changed since (they are read at start). */
  siteAnswer(): CachedJson {
    const photos = this.photos.photos();
    if (this.siteJson?.photos !== photos) {
      this.siteJson = { photos, json: new CachedJson(this.site()) };
    }
    return this.siteJson.json;
  }

  /** catalog() as JSON. */
  catalogAnswer(): CachedJson {
    return (this.catalogCache ??= new CachedJson(this.catalog()));
  }

  site(): SiteDto {
    const { business } = this.config;
    return {
      status: 'success',
      name: business.name,
      phone: business.phone,
      email: business.email,
      social: business.social,
      social_links: business.socialLinks.map((l) => ({ ...l })),
      location: business.serviceArea,
      service_area: business.serviceArea,
      address: business.address ? { ...business.address } : null,
      esthetician: {
        name: business.esthetician.name,
        license_number: business.esthetician.licenseNumber,
      },
      photos: this.photos.photos() as SiteDto['photos'],
      time_zone: business.timeZone,
      hours: business.hours.map((h) => ({ ...h })),
      hours_text: hoursText(business.hours),
      policies: POLICIES.map((p) => ({ ...p })),
      success_page_refund_note: SUCCESS_PAGE_REFUND_NOTE,
      legal_last_updated: LEGAL_LAST_UPDATED,
      test_mode_payments: this.config.stripeSecretKey === null,
    };
  }

  catalog(): CatalogDto {
    return {
      status: 'success',
      services: SERVICES.map((s) => ({
        id: s.id,
        name: s.name,
        category: s.category,
        location: s.location,
        duration: s.durationMinutes,
        price: centsToDollars(s.priceCents),
        price_cents: s.priceCents,
        per_person: s.perPerson,
        min_persons: s.minPersons,
        travel_fee: centsToDollars(s.travelFeeCents),
        travel_fee_cents: s.travelFeeCents,
        description: s.description,
        notes: [...s.notes],
      })),
      add_ons: ADD_ONS.map((a) => ({
        id: a.id,
        name: a.name,
        price: centsToDollars(a.priceCents),
        price_cents: a.priceCents,
        duration: a.durationMinutes,
      })),
      packages: BOOKING_PACKAGES.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        budget: centsToDollars(p.budgetCents),
        budget_cents: p.budgetCents,
        savings: centsToDollars(p.savingsCents),
        savings_cents: p.savingsCents,
        validMonths: p.validMonths,
        maxServices: p.maxServices,
        servicesAllowed: p.servicesAllowed === 'all' ? 'all' : [...p.servicesAllowed],
        service_ids: packageServices(p).map((s) => s.id),
      })),
      corporate_packages: CORPORATE_PACKAGES.map((p) => ({
        ...p,
        services: [...p.services],
        includes: [...p.includes],
      })),
      event_types: CORPORATE_EVENT_TYPES.map((t) => ({ ...t })),
      consultation_options: {
        skin_types: [...CONSULTATION_OPTIONS.skinTypes],
        skin_concerns: [...CONSULTATION_OPTIONS.skinConcerns],
        treatment_preferences: [...CONSULTATION_OPTIONS.treatmentPreferences],
        budget_ranges: [...CONSULTATION_OPTIONS.budgetRanges],
        sun_exposure: [...CONSULTATION_OPTIONS.sunExposure],
        smoking_status: [...CONSULTATION_OPTIONS.smokingStatus],
        alcohol_consumption: [...CONSULTATION_OPTIONS.alcoholConsumption],
      },
      monthly_plans: MONTHLY_PLANS.map((m) => ({
        id: m.id,
        name: m.name,
        price: centsToDollars(m.priceCents),
        price_cents: m.priceCents,
        includes: [...(this.config.business.planPerks[m.id] ?? m.includes)],
      })),
      volume_discount_text: VOLUME_DISCOUNT_TEXT,
    };
  }
}
