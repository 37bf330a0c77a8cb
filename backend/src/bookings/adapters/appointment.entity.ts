import {
  AppointmentStatus,
  PaymentStatus,
  PriceBreakdown,
  ServiceLocation,
} from '@esthetics/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('appointments')
export class AppointmentEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid', nullable: true }) client_id: string | null;
  @Column() client_first_name: string;
  @Column() client_last_name: string;
  @Column() client_email: string;
  @Column() client_phone: string;
  @Column({ type: 'text', array: true }) service_ids: string[];
  @Column({ type: 'text', array: true }) services: string[];
  @Column({ type: 'text', array: true }) add_on_ids: string[];
  @Column({ type: 'varchar', nullable: true }) package_id: string | null;
  @Column({ type: 'int' }) group_size: number;
  @Column({ type: 'varchar' }) service_location: ServiceLocation;
  @Column({ type: 'varchar', nullable: true }) service_address: string | null;
  @Column({ type: 'varchar', nullable: true }) company_name: string | null;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ type: 'date' }) appointment_date: string;
  @Column({ type: 'char', length: 5 }) appointment_time: string;
  @Column({ type: 'timestamptz' }) starts_at: Date;
  @Column({ type: 'timestamptz' }) ends_at: Date;
  /** ends_at and the buffer after it, fixed at booking: what it blocks ends here. */
  @Column({ type: 'timestamptz' }) blocked_until: Date;
  /** The start as first booked, set by the first move; absent (null) until then. */
  @Column({ type: 'timestamptz', nullable: true }) first_starts_at?: Date | null;
  @Column({ type: 'int' }) total_duration: number;
  @Column({ type: 'jsonb' }) price: PriceBreakdown;
  @Column({ type: 'int' }) total_price_cents: number;
  @Column({ type: 'int' }) deposit_cents: number;
  @Column({ type: 'varchar' }) status: AppointmentStatus;
  @Column({ type: 'varchar' }) payment_status: PaymentStatus;
  @Column({ type: 'timestamptz', nullable: true }) hold_expires_at: Date | null;
  @Column({ type: 'text', nullable: true }) cancellation_reason: string | null;
  @Column({ type: 'boolean' }) add_to_calendar: boolean;
  @Column({ type: 'varchar', nullable: true }) calendar_email: string | null;
  /** The client address (IP) the booking was made from, to count its unpaid holds; not shown. */
  @Column({ type: 'varchar', nullable: true }) client_address: string | null;
  @Column({ type: 'timestamptz' }) created_at: Date;
  @Column({ type: 'timestamptz' }) updated_at: Date;
  @Column({ type: 'int' }) ics_sequence: number;
}
