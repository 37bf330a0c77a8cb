import { Injectable } from '@nestjs/common';
import { toAppointmentDto } from '../bookings/dto/appointment.mapper';
import { toClientDto, toConsultationDto } from '../clients/dto/client.mapper';
import { ClientRepository, ConsultationRepository } from '../clients/ports/client.port';
import { AppError } from '../common/app-errors';
import { Page } from '../common/dto/pagination.dto';
import { PaymentRecords } from '../payments/ports/payment-records.port';
import { paymentTotals } from './payment-totals';
import { searchParam } from './admin-filters';
import { ClientDetailDto } from './dto/admin-detail.dto';
import { HealthReads } from '../clients/ports/health-reads.port';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';

/** The admin's clients: the searchable list and one client in full. */
@Injectable()
export class AdminClientsService {
  constructor(
    private readonly clients: ClientRepository,
    private readonly consultations: ConsultationRepository,
    private readonly appointments: AppointmentLists,
    private readonly payments: PaymentRecords,
    private readonly healthReads: HealthReads,
  ) {}

  async list(query: { q?: unknown }, page: Page) {
    const { items, total } = await this.clients.list(page, searchParam(query.q));
    return { status: 'success', clients: items.map(toClientDto), total };
  }

  /**
   * `admin`: who reads it (the health form shown is recorded in the client's access log); null for
   * a reader who may not see health answers (an API key): no health form is read.
   */
  async detail(id: string, admin: string | null): Promise<ClientDetailDto> {
    const client = await this.clients.findById(id);
    if (!client) throw AppError.of('clientNotFound');
    const [appointments, consultation] = await Promise.all([
      this.appointments.listForClient(id),
      admin === null
        ? Promise.resolve(null)
        : this.healthReads.forAdmin(id, admin, 'client_detail', () => this.consultations.find(id)),
    ]);
    const received = await this.payments.paymentsOf(appointments.map((a) => a.id));
    // Completed: the whole total was paid. Otherwise: the deposits kept (not owed back).
    const totalSpent = appointments.reduce(
      (sum, a) =>
        sum +
        (a.status === 'completed'
          ? a.totalPriceCents
          : paymentTotals(received.filter((p) => p.appointment_id === a.id)).kept),
      0,
    );
    return {
      status: 'success',
      client: toClientDto(client),
      appointments: appointments.map(toAppointmentDto),
      total_spent_cents: totalSpent,
      appointment_count: appointments.length,
      consultation: consultation ? toConsultationDto(consultation) : null,
    };
  }
}
