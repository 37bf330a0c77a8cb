import {
  addMinutes,
  blockedOn,
  matchWaitlist,
  waitlistOfferExpiresAt,
  zonedDateTimeToInstant,
  serviceNames,
} from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { freeMinutesFrom } from './free-minutes';
import { WaitlistOffers } from './ports/waitlist-offers.port';
import { WaitlistRepository } from './ports/waitlist-repository.port';
import { hashLinkToken, newLinkToken } from './waitlist-tokens';
import { OwnerSchedule } from '../schedule/ports/owner-schedule.port';
import { MenuCatalog } from '../catalog/ports/menu-catalog.port';
import { AppointmentAvailability } from '../bookings/ports/appointment-availability.port';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';

/** The most lapsed offers one sweep passes on (the next sweep takes the rest). */
export const OFFER_SWEEP_BATCH = 100;

/**
 * Freed times offered to the waitlist, one person at a time: the first entry the time suits
 * (the domain's matchWaitlist) gets an e-mail with a claim link; when the offer lapses unclaimed, the
 * sweep passes the time to the next.
 */
@Injectable()
export class WaitlistOffersService extends WaitlistOffers {
  private readonly logger = new Logger('Waitlist');

  constructor(
    private readonly waitlist: WaitlistRepository,
    private readonly availability: AppointmentAvailability,
    private readonly appointments: AppointmentLists,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly composer: MailComposer,
    private readonly mail: MailQueue,
    private readonly uow: UnitOfWork,
    private readonly schedule: OwnerSchedule,
    private readonly catalog: MenuCatalog,
  ) {
    super();
  }

  private get timeZone(): string {
    return this.config.business.timeZone;
  }

  slotFreed(date: string, time: string): Promise<void> {
    return this.uow.run(async () => {
      await this.waitlist.lockSlot(date, time);
      if (await this.waitlist.hasOpenOffer(date, time)) return;
      const now = this.clock.now();
      const startsAt = zonedDateTimeToInstant(date, time, this.timeZone);
      if (startsAt.getTime() <= now.getTime()) return;
      const slot = { date, time, freeMinutes: await this.freeMinutes(date, startsAt, now) };
      const catalog = await this.catalog.current();
      for (const entry of matchWaitlist(
        catalog,
        slot,
        await this.waitlist.candidatesFor(date, time),
      )) {
        const claimToken = newLinkToken();
        const offer = {
          id: randomUUID(),
          entryId: entry.id,
          date,
          time,
          tokenHash: hashLinkToken(claimToken),
          offeredAt: now,
          expiresAt: waitlistOfferExpiresAt(now, startsAt),
        };
        // Refused when the entry got another time's offer meanwhile: the next one is asked.
        if (!(await this.waitlist.addOffer(offer))) continue;
        const mails = this.composer.waitlistOffer({
          offerId: offer.id,
          name: entry.name,
          email: entry.email,
          services: serviceNames(catalog, entry.serviceIds),
          startsAt,
          expiresAt: offer.expiresAt,
          claimToken,
          leaveToken: entry.leaveToken,
        });
        await this.mail.queue(mails, now);
        return;
      }
    });
  }

  async appointmentsFreed(appointmentIds: readonly string[]): Promise<void> {
    const slots = new Map<string, { date: string; time: string }>();
    for (const id of appointmentIds) {
      const a = await this.appointments.findById(id);
      if (a)
        slots.set(`${a.appointmentDate} ${a.appointmentTime}`, {
          date: a.appointmentDate,
          time: a.appointmentTime,
        });
    }
    for (const [key, slot] of slots) {
      try {
        await this.slotFreed(slot.date, slot.time);
      } catch (e) {
        this.logger.error(
          `Could not offer ${key} to the waitlist: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    }
  }

  /**
   * Passes each lapsed offer's time to the next matching entry, each in one transaction with the
   * offer's end (SKIP LOCKED: with several instances, each offer goes to one). Answers how many.
   */
  async passOnLapsedOffers(): Promise<number> {
    let passed = 0;
    while (passed < OFFER_SWEEP_BATCH) {
      const lapsed = await this.uow.run(async () => {
        const offer = await this.waitlist.expireNextOffer(this.clock.now());
        if (offer) await this.slotFreed(offer.date, offer.time);
        return offer;
      });
      if (!lapsed) break;
      passed += 1;
    }
    return passed;
  }

  /** The minutes free from the freed time's start, up to the next booking or closing time. */
  private async freeMinutes(date: string, startsAt: Date, now: Date): Promise<number> {
    // Closing time is within the day: a day from the start is far enough to look.
    const dayLater = addMinutes(startsAt, 24 * 60);
    const schedule = await this.schedule.current();
    const booked = await this.availability.busyIntervals(startsAt, dayLater, now);
    // Time off is taken like a booking: an offer never runs into it.
    const off = blockedOn(date, schedule.blocks ?? [], this.timeZone);
    return freeMinutesFrom({
      date,
      startsAt,
      busy: [...booked, ...off],
      timeZone: this.timeZone,
      hours: schedule.hours,
    });
  }
}
