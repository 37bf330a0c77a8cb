import { PriceBreakdown, PriceLine } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Principal } from '../auth/token.service';
import { toAppointmentChangeDto } from '../bookings/dto/appointment-change.mapper';
import { toAppointmentDto } from '../bookings/dto/appointment.mapper';
import { toClientDto, toConsultationDto } from '../clients/dto/client.mapper';
import { ClientRepository, ConsultationRepository } from '../clients/ports/client.port';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import {
  ClientExportDto,
  ExportPriceDto,
  ExportPriceLineDto,
  HealthAccessEntryDto,
  HealthAccessLogDto,
} from './dto/privacy.dto';
import { HealthReads } from '../clients/ports/health-reads.port';
import { HealthAccess, PrivacyRecords } from './ports/privacy-records.port';
import { AppointmentChanges } from '../bookings/ports/appointment-changes.port';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';

const iso = (d: unknown): string | null =>
  d === null || d === undefined ? null : new Date(d as string).toISOString();

const toHealthAccessDto = (h: HealthAccess): HealthAccessEntryDto => ({
  id: h.id,
  admin: h.admin,
  read_at: h.readAt.toISOString(),
  what: h.what,
});

const toLine = (l: PriceLine): ExportPriceLineDto => ({
  id: l.id,
  name: l.name,
  persons: l.persons,
  unit_cents: l.unitCents,
  amount_cents: l.amountCents,
});

const toPrice = (p: PriceBreakdown): ExportPriceDto => ({
  services: p.services.map(toLine),
  add_ons: p.addOns.map(toLine),
  package: p.package?.name ?? null,
  travel_fee_cents: p.travelFeeCents,
  service_charge_cents: p.serviceChargeCents,
  total_cents: p.totalCents,
  deposit_cents: p.depositCents,
});

/** A row of another module's table, its timestamps as ISO strings (JSON gives them as they are). */
function withIsoDates<T extends Record<string, unknown>>(row: T, keys: readonly string[]): T {
  const out: Record<string, unknown> = { ...row };
  for (const k of keys) if (k in out) out[k] = iso(out[k]);
  return out as T;
}

/** The client's access log and the export of everything held about them. */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly clients: ClientRepository,
    private readonly consultations: ConsultationRepository,
    private readonly appointmentChanges: AppointmentChanges,
    private readonly appointments: AppointmentLists,
    private readonly records: PrivacyRecords,
    private readonly healthReads: HealthReads,
    private readonly clock: Clock,
  ) {}

  async accessLog(clientId: string): Promise<HealthAccessLogDto> {
    if (!(await this.clients.findById(clientId))) throw AppError.of('clientNotFound');
    const entries = await this.records.healthReadsOf(clientId);
    return { status: 'success', entries: entries.map(toHealthAccessDto) };
  }

  /** Everything about the client; the admin's export reads the health answers, so it is logged. */
  async export(clientId: string, caller: Principal): Promise<ClientExportDto> {
    const client = await this.clients.findById(clientId);
    if (!client) throw AppError.of('clientNotFound');
    const readAnswers = () => this.consultations.find(clientId);
    const consultation =
      caller.role === 'admin'
        ? await this.healthReads.forAdmin(clientId, caller.subject, 'export', readAnswers)
        : await readAnswers();
    const appointments = await this.appointments.listForClient(clientId);
    const changes = await Promise.all(
      appointments.map((a) => this.appointmentChanges.changesOf(a.id)),
    );
    // Rows found by the e-mail alone are the client's only once they have proven they own it.
    const held = await this.records.heldElsewhere(
      client.email_verified_at ? client.email : null,
      appointments.map((a) => a.id),
    );
    const log = await this.records.healthReadsOf(clientId);
    return {
      generated_at: this.clock.now().toISOString(),
      profile: toClientDto(client),
      appointments: appointments.map((a, i) => ({
        ...toAppointmentDto(a),
        price: toPrice(a.price),
        changes: changes[i].map(toAppointmentChangeDto),
      })),
      payments: held.payments.map((p) => withIsoDates(p, ['paid_at', 'refunded_at'])) as never,
      consultation: consultation ? toConsultationDto(consultation) : null,
      contact_messages: held.contactMessages.map((m) => withIsoDates(m, ['created_at'])) as never,
      corporate_inquiries: held.corporateInquiries.map((c) =>
        withIsoDates(c, ['created_at']),
      ) as never,
      waitlist_entries: held.waitlistEntries.map((w) =>
        withIsoDates(w, ['created_at', 'left_at', 'booked_at']),
      ) as never,
      health_access_log: log.map(toHealthAccessDto),
      emails: held.emails.map((e) => ({
        id: e.id as string,
        kind: e.kind as string,
        subject: e.subject as string,
        text: e.text_body as string,
        status: e.status as string,
        created_at: iso(e.created_at) as string,
        sent_at: iso(e.sent_at),
      })),
    };
  }
}
