import { BLOCK_NOTE_MAX } from '@esthetics/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { InstantProperty, TimeProperty } from '../../common/dto/time-properties';

export class TimeBlockDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['once', 'weekly'] }) kind: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'One-off only' })
  starts_at: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'One-off only; exclusive',
  })
  ends_at: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Weekly only: 0 = Sunday ... 6' })
  weekday: number | null;
  @ApiProperty({ type: String, nullable: true, example: '12:00', description: 'Weekly only' })
  from: string | null;
  @ApiProperty({ type: String, nullable: true, example: '13:00', description: 'Weekly only' })
  to: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The owner’s private note' })
  note: string | null;
  @InstantProperty() created_at: string;
}

export class TimeBlockListDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [TimeBlockDto] }) blocks: TimeBlockDto[];
  @ApiProperty({ description: 'How many blocks there are, over all pages' }) total: number;
}

export class TimeBlockCreatedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: TimeBlockDto }) block: TimeBlockDto;
}

export class BlockedAppointmentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '2026-12-04' }) date: string;
  @TimeProperty() time: string;
  @ApiProperty({ example: 'Ana Lopez' }) client_name: string;
  @ApiProperty({ type: [String] }) services: string[];
  @ApiProperty({ enum: ['pending', 'confirmed'] }) status: string;
}

export class TimeBlockPreviewDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({
    type: [BlockedAppointmentDto],
    description: 'Pending and confirmed appointments the block would cover: none is changed by it',
  })
  appointments: BlockedAppointmentDto[];
}

export class TimeBlockBodyDto {
  @ApiProperty({ enum: ['once', 'weekly'] }) kind: string;
  @ApiPropertyOptional({ example: '2026-12-04', description: 'once: the first day' })
  start_date?: string;
  @ApiPropertyOptional({
    example: '10:00',
    description: 'once: with end_time, part of a day; without both, whole days',
  })
  start_time?: string;
  @ApiPropertyOptional({
    example: '2026-12-04',
    description: 'once: the last day (default start_date)',
  })
  end_date?: string;
  @ApiPropertyOptional({
    example: '12:30',
    description: 'once: the end on end_date (24:00 allowed)',
  })
  end_time?: string;
  @ApiPropertyOptional({ minimum: 0, maximum: 6, description: 'weekly: 0 = Sunday ... 6' })
  weekday?: number;
  @ApiPropertyOptional({ example: '12:00', description: 'weekly' }) from?: string;
  @ApiPropertyOptional({ example: '13:00', description: 'weekly' }) to?: string;
  @ApiPropertyOptional({ maxLength: BLOCK_NOTE_MAX }) note?: string;
  @ApiPropertyOptional({
    description:
      'Save even though pending or confirmed appointments fall in the block (they are kept as they are)',
  })
  keep_appointments?: boolean;
}
