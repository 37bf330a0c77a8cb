import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MESSAGES } from '@esthetics/domain';
import { ErrorDto } from '../common/dto/error.dto';
import { FormRateLimited } from '../common/form-rate-limit.guard';
import { ContactService } from './contact.service';
import { ContactBodyDto, CreatedDto } from './dto/contact.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @FormRateLimited()
  @ApiOperation({ summary: 'Send a message to the business' })
  @ApiBody({ type: ContactBodyDto })
  @ApiCreatedResponse({ type: CreatedDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  async sendContactMessage(@Body() body: ContactBodyDto): Promise<CreatedDto> {
    const saved = await this.contact.send(body);
    return { status: 'success', message: MESSAGES.contactSent, id: saved.id };
  }
}
