import {
  Catalog,
  centsToDollars,
  CONSULTATION_OPTIONS,
  CORPORATE_EVENT_TYPES,
  hoursText,
  isBookingPaused,
  LEGAL_LAST_UPDATED,
  MONTHLY_PLANS,
  packageServices,
  POLICIES,
  SUCCESS_PAGE_REFUND_NOTE,
  VOLUME_DISCOUNT_TEXT,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { CachedJson } from './cached-json';
import { CatalogDto, ServiceDto, SiteDto } from './dto/site.dto';
import { PhotoLibrary } from './photo-library';
import { OwnerSchedule } from '../schedule/ports/owner-schedule.port';
import { MenuCatalog } from '../catalog/ports/menu-catalog.port';

/**
 * The business's public facts (its profile and the owner's opening hours), its photos and its menu
 * (hidden items left out, in the owner's order). Their JSON is made once, and again when the photos
 * (read at start), the owner's schedule (OwnerSchedule) or her menu (MenuCatalog) change: at once
 * after a save here, within the cache window after one elsewhere.
 */
@Injectable()
export class SiteService {
  private siteJson: { photos: unknown; schedule: unknown; json: CachedJson } | null = null;
  private catalogJson: { catalog: Catalog; photos: unknown; json: CachedJson } | null = null;
  private made = 0;

  constructor(
    private readonly config: AppConfig,
    private readonly photos: PhotoLibrary,
    private readonly schedule: OwnerSchedule,
    private readonly menu: MenuCatalog,
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

  /**
   * A number that changes whenever site() or catalog() would answer differently (pages rendered
   * with them).
   */
  revision(): number {
    this.siteAnswer();
    this.catalogAnswer();
    return this.made;
  }

  /** catalog() as JSON, made again only if the menu or the photos changed since. */
  catalogAnswer(): CachedJson {
    const catalog = this.menu.known();
    const photos = this.photos.photos();
    if (this.catalogJson?.catalog !== catalog || this.catalogJson.photos !== photos) {
      this.catalogJson = { catalog, photos, json: new CachedJson(this.catalog()) };
      this.made += 1;
    }
    return this.catalogJson.json;
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
    const menu = this.menu.known();
    const shown = <T extends { hidden?: boolean }>(items: readonly T[]) =>
      items.filter((i) => !i.hidden);
    const photos = this.photos.photos();
    const library = [photos.hero, photos.about, ...photos.gallery];
    const photoOf = (id: string | null | undefined) =>
      ((id && library.find((p) => p?.id === id)) || null) as ServiceDto['photo'];
    return {
      status: 'success',
      services: shown(menu.services).map((s) => ({
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
        photo: photoOf(s.photo),
      })),
      add_ons: shown(menu.addOns).map((a) => ({
        id: a.id,
        name: a.name,
        price: centsToDollars(a.priceCents),
        price_cents: a.priceCents,
        duration: a.durationMinutes,
      })),
      packages: shown(menu.bookingPackages).map((p) => ({
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
        service_ids: packageServices(menu, p).map((s) => s.id),
      })),
      corporate_packages: menu.corporatePackages.map((p) => ({
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
