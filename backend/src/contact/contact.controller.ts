import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@esthetics/domain';
import { CreatedDto } from '../common/dto/created.dto';
import { FormEndpoint } from '../common/form-endpoint';
import { Idempotent } from '../integrations/idempotency/idempotent.decorator';
import { ContactService } from './contact.service';
import { ContactBodyDto } from './dto/contact.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @FormEndpoint('Send a message to the business', ContactBodyDto)
  @Idempotent()
  async sendContactMessage(@Body() body: ContactBodyDto): Promise<CreatedDto> {
    const saved = await this.contact.send(body);
    return CreatedDto.of(MESSAGES.contactSent, saved.id);
  }
}
