import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MESSAGES, validateCorporateInquiry } from '@esthetics/domain';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { ErrorDto } from '../common/dto/error.dto';
import { FormRateLimited } from '../common/form-rate-limit.guard';
import { asRecord, valueOrThrow } from '../common/input';
import { CreatedDto } from '../contact/dto/contact.dto';
import { CorporateInquiryRepository } from './corporate-inquiry.repository';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { CorporateInquiryBodyDto } from './dto/corporate.dto';

@ApiTags('corporate')
@Controller('corporate-inquiry')
export class CorporateController {
  constructor(
    private readonly inquiries: CorporateInquiryRepository,
    private readonly clock: Clock,
    private readonly notifications: MailComposer,
    private readonly config: AppConfig,
  ) {}

  @Post()
  @FormRateLimited()
  @ApiOperation({ summary: 'Ask for a corporate event; the team replies within 24 hours' })
  @ApiBody({ type: CorporateInquiryBodyDto })
  @ApiCreatedResponse({ type: CreatedDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  async sendCorporateInquiry(@Body() body: CorporateInquiryBodyDto): Promise<CreatedDto> {
    const raw = asRecord(body);
    const now = this.clock.now();
    const inquiry = valueOrThrow(
      validateCorporateInquiry(raw, { now, timeZone: this.config.business.timeZone }),
    );
    const submittedAt = typeof raw.submittedAt === 'string' ? new Date(raw.submittedAt) : null;
    const saved = await this.inquiries.add(
      inquiry,
      submittedAt && !isNaN(submittedAt.getTime()) ? submittedAt : null,
      now,
      (saved) =>
        this.notifications.corporateReceived({
          id: saved.id,
          companyName: saved.company_name,
          contactName: saved.contact_name,
          email: saved.email,
          phone: saved.phone,
          eventType: saved.event_type,
          groupSize: saved.group_size,
          preferredDate: saved.preferred_date,
          eventDuration: saved.event_duration,
          specialRequirements: saved.special_requirements,
          selectedPackage: saved.selected_package,
        }),
    );
    return { status: 'success', message: MESSAGES.corporateInquiryReceived, id: saved.id };
  }
}
