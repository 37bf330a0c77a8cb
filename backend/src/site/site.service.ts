import {
  ADD_ONS,
  BOOKING_PACKAGES,
  BUSINESS_HOURS,
  BUSINESS_HOURS_TEXT,
  BUSINESS_LOCATION,
  centsToDollars,
  CONSULTATION_OPTIONS,
  CORPORATE_EVENT_TYPES,
  CORPORATE_PACKAGES,
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
import { CatalogDto, SiteDto } from './dto/site.dto';

/** The business's public facts (from configuration) and its catalog (from the domain). */
@Injectable()
export class SiteService {
  constructor(private readonly config: AppConfig) {}

  site(): SiteDto {
    const { business } = this.config;
    return {
      status: 'success',
      name: business.name,
      phone: business.phone,
      social: business.social,
      location: BUSINESS_LOCATION,
      time_zone: business.timeZone,
      hours: BUSINESS_HOURS.map((h) => ({ ...h })),
      hours_text: BUSINESS_HOURS_TEXT.map((h) => ({ ...h })),
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
        includes: [...m.includes],
      })),
      volume_discount_text: VOLUME_DISCOUNT_TEXT,
    };
  }
}
