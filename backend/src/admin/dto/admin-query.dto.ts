import { APPOINTMENT_STATUSES, INBOX_STATUSES } from '@esthetics/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { PaginationQueryDto } from '../../common/dto/pagination.dto';
import { OUTBOX_STATUSES } from '../../notifications/ports/outbox.port';
import { LIST_ORDERS, SEARCH_MAX_LENGTH } from '../admin-filters';

// The filters are checked by the admin services (admin-filters.ts), with the domain's messages; an
// empty one is no filter (allowEmptyValue), as the console sends its blank fields.
const EMPTY_IS_NONE = { allowEmptyValue: true } as const;

export class AppointmentListQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    maxLength: SEARCH_MAX_LENGTH,
    example: 'lopez',
    description:
      'Case-insensitive search over the client\'s first name, last name, "first last" and e-mail; ' +
      'a search made only of digits, spaces and ( ) + - . also matches the phone by its digits ("(301) 555" finds 3015550123).',
  })
  q?: string;

  @ApiPropertyOptional({ ...EMPTY_IS_NONE, enum: [...APPOINTMENT_STATUSES] })
  status?: string;

  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    format: 'date',
    example: '2026-12-01',
    description:
      "First local date (appointment_date, business time zone) to include; YYYY-MM-DD, not after 'to'",
  })
  from?: string;

  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    format: 'date',
    example: '2026-12-31',
    description: 'Last local date (appointment_date) to include; YYYY-MM-DD',
  })
  to?: string;

  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    enum: [...LIST_ORDERS],
    default: 'created',
    description: 'created: newest booking first; start: soonest appointment first (the agenda)',
  })
  order?: string;
}

export class ClientListQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    maxLength: SEARCH_MAX_LENGTH,
    example: 'maya',
    description:
      'Case-insensitive search over first name, last name, "first last" and e-mail; a search made only of digits, spaces and ( ) + - . also matches the phone by its digits',
  })
  q?: string;
}

export class ContactListQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    maxLength: SEARCH_MAX_LENGTH,
    description: 'Case-insensitive search over name, e-mail and subject',
  })
  q?: string;

  @ApiPropertyOptional({ ...EMPTY_IS_NONE, enum: [...INBOX_STATUSES] })
  status?: string;
}

export class CorporateInquiryListQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    maxLength: SEARCH_MAX_LENGTH,
    description: 'Case-insensitive search over company name, contact name and e-mail',
  })
  q?: string;

  @ApiPropertyOptional({ ...EMPTY_IS_NONE, enum: [...INBOX_STATUSES] })
  status?: string;
}

export class OutboxListQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    enum: [...OUTBOX_STATUSES],
    description: 'queued: waiting for an attempt; sent; failed: every attempt failed',
  })
  status?: string;
}
