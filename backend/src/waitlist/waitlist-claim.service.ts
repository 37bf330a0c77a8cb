import {
  findService,
  formatDateTimeLong,
  isWaitlistOfferOpen,
  MESSAGES,
  ServiceLocation,
  waitlistDurationMinutes,
  zonedDateTimeToInstant,
  Catalog,
  serviceNames,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { toBookingCreated } from '../bookings/dto/booking-created.mapper';
import { BookingCreatedDto } from '../bookings/dto/booking.dto';
import { BookingRequests } from '../bookings/ports/booking-requests.port';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { OfferState, WaitlistOfferDto } from './dto/waitlist.dto';
import {
  OfferWithEntry,
  WaitlistEntry,
  WaitlistRepository,
} from './ports/waitlist-repository.port';
import { hashLinkToken } from './waitlist-tokens';
import { MenuCatalog } from '../catalog/ports/menu-catalog.port';

/** The booking form's fields a claim may give (ClaimWaitlistOfferDto); the rest are the entry's. */
const CLAIM_FIELDS = [
  'first_name',
  'last_name',
  'service_location',
  'mobile_address',
  'company_name',
  'group_size',
  'notes',
] as const;

/** "Maya Lee" -> Maya / Lee; "Mary Ann Lee" -> Mary Ann / Lee; "Cher" -> Cher / "" (asked for). */
export function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { first: words[0] ?? '', last: '' };
  return { first: words.slice(0, -1).join(' '), last: words[words.length - 1] };
}

/** Where the services take place: theirs when they agree, else the clinic (the booking rules say no). */
function locationOf(catalog: Catalog, serviceIds: readonly string[]): ServiceLocation {
  const locations = new Set(serviceIds.map((id) => findService(catalog, id)?.location ?? 'clinic'));
  const [only] = locations;
  return locations.size === 1 && only ? only : 'clinic';
}

/**
 * An offer seen and claimed through its link. A claim books the time exactly as `POST /bookings`
 * does (BookingRequests: the booking rules, the unpaid-hold limit, the exclusion constraint), in one
 * transaction with the offer's row locked: two claims of one offer make one booking.
 */
@Injectable()
export class WaitlistClaimService {
  constructor(
    private readonly waitlist: WaitlistRepository,
    private readonly bookings: BookingRequests,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly uow: UnitOfWork,
    private readonly catalog: MenuCatalog,
  ) {}

  private startsAt(found: OfferWithEntry): Date {
    return zonedDateTimeToInstant(
      found.offer.date,
      found.offer.time,
      this.config.business.timeZone,
    );
  }

  private state(found: OfferWithEntry, now: Date): OfferState {
    const { offer } = found;
    if (offer.status === 'claimed') return 'claimed';
    if (offer.status !== 'open') return 'expired';
    return isWaitlistOfferOpen(offer.offeredAt, this.startsAt(found), now) ? 'open' : 'expired';
  }

  private async find(token: string, lock: boolean): Promise<OfferWithEntry> {
    const found = token ? await this.waitlist.findOffer(hashLinkToken(token), lock) : null;
    if (!found) throw AppError.of('waitlistOfferNotFound', 'token');
    return found;
  }

  /** What the offer's page shows: the time, the services, whether it can still be claimed. */
  async offer(token: string): Promise<WaitlistOfferDto> {
    const found = await this.find(token, true);
    const { offer, entry } = found;
    const startsAt = this.startsAt(found);
    const state = this.state(found, this.clock.now());
    const name = splitName(entry.name);
    const catalog = await this.catalog.current();
    const messages: Record<OfferState, string> = {
      open: MESSAGES.waitlistOffer(formatDateTimeLong(startsAt, this.config.business.timeZone)),
      claimed: MESSAGES.waitlistOfferClaimed,
      expired: MESSAGES.waitlistOfferExpired,
    };
    return {
      status: 'success',
      state,
      open: state === 'open',
      message: messages[state],
      appointment_date: offer.date,
      appointment_time: offer.time,
      starts_at: startsAt.toISOString(),
      service_ids: [...entry.serviceIds],
      services: serviceNames(catalog, entry.serviceIds),
      total_duration: waitlistDurationMinutes(catalog, entry.serviceIds) ?? 0,
      service_location: locationOf(catalog, entry.serviceIds),
      name: entry.name,
      first_name: name.first,
      last_name: name.last,
      email: entry.email,
      offered_at: offer.offeredAt.toISOString(),
      expires_at: offer.expiresAt.toISOString(),
      booking_id: offer.appointmentId,
    };
  }

  /**
   * Books the offered time for the entry's person: 201 with the booking (pending, to be paid through
   * the usual deposit checkout); 409 waitlistOfferClaimed when already claimed, 410
   * waitlistOfferExpired after it lapsed, 409 slotTaken when someone booked the time meanwhile.
   */
  claim(token: string, body: unknown, clientAddress: string | null): Promise<BookingCreatedDto> {
    return this.uow.run(async () => {
      const found = await this.find(token, true);
      const state = this.state(found, this.clock.now());
      if (state === 'claimed') throw AppError.of('waitlistOfferClaimed', 'token');
      if (state === 'expired') throw AppError.of('waitlistOfferExpired', 'token');
      const booking = await this.bookings.book(
        bookingForm(found.entry, found.offer, asRecord(body), await this.catalog.current()),
        clientAddress,
      );
      await this.waitlist.markClaimed(found.offer.id, booking.id, this.clock.now());
      return toBookingCreated(booking);
    });
  }
}

/** The booking form of a claim: the entry's person and services at the offered time. */
function bookingForm(
  entry: WaitlistEntry,
  offer: { date: string; time: string },
  claim: Record<string, unknown>,
  catalog: Catalog,
): Record<string, unknown> {
  const name = splitName(entry.name);
  const given = Object.fromEntries(
    CLAIM_FIELDS.filter((field) => claim[field] !== undefined).map((f) => [f, claim[f]]),
  );
  return {
    first_name: name.first,
    last_name: name.last,
    service_location: locationOf(catalog, entry.serviceIds),
    ...given,
    email: entry.email,
    phone: entry.phone,
    services: [...entry.serviceIds],
    preferred_date: offer.date,
    preferred_time: offer.time,
  };
}
