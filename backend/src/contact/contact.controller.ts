import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MESSAGES, validateContact } from '@esthetics/domain';
import { Clock } from '../common/clock';
import { ErrorDto } from '../common/dto/error.dto';
import { FormRateLimited } from '../common/form-rate-limit.guard';
import { asRecord, valueOrThrow } from '../common/input';
import { ContactRepository } from './contact.repository';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { ContactBodyDto, CreatedDto } from './dto/contact.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(
    private readonly messages: ContactRepository,
    private readonly clock: Clock,
    private readonly notifications: MailComposer,
  ) {}

  @Post()
  @FormRateLimited()
  @ApiOperation({ summary: 'Send a message to the business' })
  @ApiBody({ type: ContactBodyDto })
  @ApiCreatedResponse({ type: CreatedDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  async sendContactMessage(@Body() body: ContactBodyDto): Promise<CreatedDto> {
    const form = valueOrThrow(validateContact(asRecord(body)));
    const saved = await this.messages.add(form, this.clock.now(), (m) =>
      this.notifications.contactReceived(m),
    );
    return { status: 'success', message: MESSAGES.contactSent, id: saved.id };
  }
}
