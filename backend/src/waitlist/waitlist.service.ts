import {
  isValidDate,
  MESSAGES,
  validateWaitlistEntry,
  Catalog,
  serviceNames,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { CreatedDto } from '../common/dto/created.dto';
import { asRecord, valueOrThrow } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { WaitlistDayDto, WaitlistEntryDto, WaitlistLeftDto } from './dto/waitlist.dto';
import { WaitlistOffers } from './ports/waitlist-offers.port';
import { EntryWithOffer, WaitlistRepository } from './ports/waitlist-repository.port';
import { newLinkToken } from './waitlist-tokens';
import { OwnerSchedule } from '../schedule/ports/owner-schedule.port';
import { MenuCatalog } from '../catalog/ports/menu-catalog.port';

/** Joining and leaving the waitlist, and the admin's view of it. */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly waitlist: WaitlistRepository,
    private readonly offers: WaitlistOffers,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly composer: MailComposer,
    private readonly mail: MailQueue,
    private readonly uow: UnitOfWork,
    private readonly schedule: OwnerSchedule,
    private readonly catalog: MenuCatalog,
  ) {}

  /** Validated by the domain; stored with the e-mail that carries its leave link, together. */
  async join(body: unknown): Promise<CreatedDto> {
    const now = this.clock.now();
    const catalog = await this.catalog.current();
    const valid = valueOrThrow(
      validateWaitlistEntry(asRecord(body), {
        now,
        catalog,
        timeZone: this.config.business.timeZone,
        hours: (await this.schedule.current()).hours,
        horizonMonths: this.config.bookingHorizonMonths,
      }),
    );
    const entry = {
      id: randomUUID(),
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      serviceIds: [...valid.serviceIds],
      days: [...valid.days],
      from: valid.from,
      to: valid.to,
      leaveToken: newLinkToken(),
      joinedAt: now,
    };
    await this.uow.run(async () => {
      await this.waitlist.add(entry);
      await this.mail.queue(
        this.composer.waitlistJoined({
          ...entry,
          services: serviceNames(catalog, entry.serviceIds),
        }),
        now,
      );
    });
    return CreatedDto.of(MESSAGES.waitlistJoined, entry.id);
  }

  /** Leaves with the e-mail's link; an offer it held goes to the next person at once. */
  async leave(token: unknown): Promise<WaitlistLeftDto> {
    if (typeof token !== 'string' || token === '') {
      throw AppError.of('waitlistEntryNotFound', 'token');
    }
    await this.uow.run(async () => {
      const left = await this.waitlist.leave(token, this.clock.now());
      if (!left) throw AppError.of('waitlistEntryNotFound', 'token');
      if (left.withdrawn) await this.offers.slotFreed(left.withdrawn.date, left.withdrawn.time);
    });
    return { status: 'success', message: MESSAGES.waitlistLeft };
  }

  /** The entries waiting for a day (and those that booked through an offer), earliest first. */
  async listDay(date: unknown): Promise<WaitlistDayDto> {
    if (typeof date !== 'string' || date === '') throw AppError.of('selectDate', 'date');
    if (!isValidDate(date)) throw AppError.of('invalidDate', 'date');
    const now = this.clock.now();
    const entries = await this.waitlist.listOnDay(date);
    const catalog = await this.catalog.current();
    return {
      status: 'success',
      date,
      entries: entries.map((e) => toEntryDto(e, now, catalog)),
    };
  }

  /** The admin removes an entry; an offer it held goes to the next person at once. */
  async remove(id: string): Promise<void> {
    await this.uow.run(async () => {
      const removed = await this.waitlist.remove(id);
      if (!removed) throw AppError.of('waitlistEntryNotFound', 'id');
      if (removed.openOffer) {
        await this.offers.slotFreed(removed.openOffer.date, removed.openOffer.time);
      }
    });
  }
}

function toEntryDto(
  { entry, openOffer }: EntryWithOffer,
  now: Date,
  catalog: Catalog,
): WaitlistEntryDto {
  const offer = openOffer && openOffer.expiresAt.getTime() > now.getTime() ? openOffer : null;
  return {
    id: entry.id,
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    service_ids: [...entry.serviceIds],
    services: serviceNames(catalog, entry.serviceIds),
    days: [...entry.days],
    from: entry.from,
    to: entry.to,
    joined_at: entry.joinedAt.toISOString(),
    state: entry.bookedAt ? 'booked' : offer ? 'offered' : 'waiting',
    offer: offer && {
      appointment_date: offer.date,
      appointment_time: offer.time,
      offered_at: offer.offeredAt.toISOString(),
      expires_at: offer.expiresAt.toISOString(),
    },
  };
}
