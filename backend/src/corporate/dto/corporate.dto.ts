import { CORPORATE_EVENT_TYPES, CorporateInquiryForm, INBOX_STATUSES } from '@esthetics/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormBody } from '../../common/dto/form-body';
import { CorporatePackageDto } from '../../site/dto/site.dto';
import { InstantProperty } from '../../common/dto/time-properties';

/** Only the company, the contact and how to reach them are required. */
type OptionalInquiryFields = Exclude<
  keyof CorporateInquiryForm,
  'companyName' | 'contactName' | 'email' | 'phone'
>;

/** A corporate package chosen by its id: the catalog's whole package may be sent, only its id is read. */
export class CorporatePackageChoiceDto {
  @ApiProperty({ example: 'team_building' }) id: string;
}

export class CorporateInquiryBodyDto implements FormBody<
  CorporateInquiryForm,
  OptionalInquiryFields
> {
  @ApiProperty({ example: 'Acme Corp' }) companyName: string;
  @ApiProperty({ example: 'Jordan Lee' }) contactName: string;
  @ApiProperty({ example: 'jordan@acme.example' }) email: string;
  @ApiProperty({ example: '(301) 555-0199' }) phone: string;
  @ApiPropertyOptional({
    enum: CORPORATE_EVENT_TYPES.map((t) => t.id),
  })
  eventType?: string;
  @ApiPropertyOptional({
    oneOf: [
      { type: 'integer', minimum: 1 },
      { type: 'string', pattern: '^\\s*(0*[1-9]\\d*)?\\s*$' },
      { type: 'null' },
    ],
    example: 12,
    description:
      "Persons: a whole number, or the form's text of digits; empty or null when not known",
  })
  groupSize?: number;
  @ApiPropertyOptional({
    example: '2026-12-15',
    format: 'date',
    description: "Today or later in the business's time zone",
  })
  preferredDate?: string;
  @ApiPropertyOptional({ example: '3 hours' }) eventDuration?: string;
  @ApiPropertyOptional() specialRequirements?: string;
  @ApiPropertyOptional({ example: 'custom', default: 'custom' }) packageType?: string;
  @ApiPropertyOptional({
    type: CorporatePackageChoiceDto,
    nullable: true,
    description: 'The chosen package (matched by id)',
  })
  selectedPackage?: CorporatePackageChoiceDto | null;
  @ApiPropertyOptional({ example: 'corporate_booking_inquiry' }) submissionType?: string;
  @ApiPropertyOptional({ format: 'date-time' }) submittedAt?: string;
}

export class CorporateInquiryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() companyName: string;
  @ApiProperty() contactName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ type: String, nullable: true }) eventType: string | null;
  @ApiProperty({ type: Number, nullable: true }) groupSize: number | null;
  @ApiProperty({ type: String, nullable: true }) eventDuration: string | null;
  @ApiProperty({ type: String, nullable: true }) preferredDate: string | null;
  @ApiProperty({ example: 'custom' }) packageType: string;
  @ApiProperty({ type: CorporatePackageDto, nullable: true })
  selectedPackage: CorporatePackageDto | null;
  @ApiProperty({ type: String, nullable: true }) specialRequirements: string | null;
  @ApiProperty({
    enum: [...INBOX_STATUSES],
    description: "'new' until the owner works on it (highlighted in the console)",
  })
  status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) submittedAt: string | null;
  @InstantProperty() created_at: string;
}
