import {
  ADD_ONS,
  BOOKING_PACKAGES,
  centsToDollars,
  CONSULTATION_OPTIONS,
  CORPORATE_EVENT_TYPES,
  CORPORATE_PACKAGES,
  hoursText,
  isBookingPaused,
  LEGAL_LAST_UPDATED,
  MONTHLY_PLANS,
  packageServices,
  POLICIES,
  SERVICES,
  SUCCESS_PAGE_REFUND_NOTE,
  VOLUME_DISCOUNT_TEXT,
  SEED_CATALOG,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { CachedJson } from './cached-json';
import { CatalogDto, SiteDto } from './dto/site.dto';
import { PhotoLibrary } from './photo-library';
import { OwnerSchedule } from '../schedule/ports/owner-schedule.port';

/**
 * The business's public facts (its profile and the owner's opening hours), its photos and its catalog
 * (from the domain). Their JSON is made once, and again when the photos (read at start) or the owner's
 * schedule (OwnerSchedule: at once after a save here, within the cache window after one elsewhere)
 * change.
 */
@Injectable()
export class SiteService {
  private siteJson: { photos: unknown; schedule: unknown; json: CachedJson } | null = null;
  private catalogCache: CachedJson | null = null;
  private made = 0;

  constructor(
    private readonly config: AppConfig,
    private readonly photos: PhotoLibrary,
    private readonly schedule: OwnerSchedule,
  ) {}

  /** site() as JSON, made again only if the photos or the schedule changed since. */
  siteAnswer(): CachedJson {
    const photos = this.photos.photos();
    const schedule = this.schedule.known();
    if (this.siteJson?.photos !== photos || this.siteJson.schedule !== schedule) {
      this.siteJson = { photos, schedule, json: new CachedJson(this.site()) };
      this.made += 1;
    }
    return this.siteJson.json;
  }

  /** A number that changes whenever site() would answer differently (pages rendered with it). */
  revision(): number {
    this.siteAnswer();
    return this.made;
  }

  /** catalog() as JSON. */
  catalogAnswer(): CachedJson {
    return (this.catalogCache ??= new CachedJson(this.catalog()));
  }

  site(): SiteDto {
    const { business } = this.config;
    const { hours } = this.schedule.known();
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
      hours: hours.map((h) => ({ ...h, intervals: h.intervals.map((i) => ({ ...i })) })),
      hours_text: hoursText(hours),
      booking_paused: isBookingPaused(hours),
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
        service_ids: packageServices(SEED_CATALOG, p).map((s) => s.id),
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
