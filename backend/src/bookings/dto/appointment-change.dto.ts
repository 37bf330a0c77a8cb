import { APPOINTMENT_STATUSES } from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { InstantProperty } from '../../common/dto/time-properties';

/** One recorded change of an appointment: who, when, from what to what, and the money it settled. */
export class AppointmentChangeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @InstantProperty() at: string;
  @ApiProperty({ enum: ['client', 'admin'], description: 'Who made the change' }) actor: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The client's id, or the admin's username",
  })
  actor_id: string | null;
  @ApiProperty({
    enum: ['rescheduled', 'cancelled', 'no_show', 'status'],
    description:
      'rescheduled: a new time; cancelled: by the client, under the policy; no_show: marked by the admin; status: set by the admin',
  })
  kind: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-01' }) old_date: string | null;
  @ApiProperty({ type: String, nullable: true, example: '10:00' }) old_time: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-02' }) new_date: string | null;
  @ApiProperty({ type: String, nullable: true, example: '11:00' }) new_time: string | null;
  @ApiProperty({ enum: [...APPOINTMENT_STATUSES], nullable: true }) old_status: string | null;
  @ApiProperty({ enum: [...APPOINTMENT_STATUSES], nullable: true }) new_status: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'full_refund',
    description: "The cancellation policy's rule that applied",
  })
  rule: string | null;
  @ApiProperty({ example: 0, description: 'Paid back to the card (no-show: owed back)' })
  refund_cents: number;
  @ApiProperty({ example: 0, description: 'Deposit kept as credit toward a future booking' })
  credit_cents: number;
  @ApiProperty({ example: 0, description: 'Deposit kept and applied to the fee' })
  kept_cents: number;
  @ApiProperty({ example: 0, description: 'Late cancellation or no-show fee' }) fee_cents: number;
  @ApiProperty({ example: 0, description: 'Part of the fee the deposit does not cover' })
  charge_cents: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'What the policy said to whoever made the change',
  })
  message: string | null;
}
