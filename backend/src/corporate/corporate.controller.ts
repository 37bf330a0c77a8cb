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
import { CreatedDto } from '../contact/dto/contact.dto';
import { CorporateService } from './corporate.service';
import { CorporateInquiryBodyDto } from './dto/corporate.dto';

@ApiTags('corporate')
@Controller('corporate-inquiry')
export class CorporateController {
  constructor(private readonly corporate: CorporateService) {}

  @Post()
  @FormRateLimited()
  @ApiOperation({ summary: 'Ask for a corporate event; the team replies within 24 hours' })
  @ApiBody({ type: CorporateInquiryBodyDto })
  @ApiCreatedResponse({ type: CreatedDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  async sendCorporateInquiry(@Body() body: CorporateInquiryBodyDto): Promise<CreatedDto> {
    const saved = await this.corporate.submit(body);
    return { status: 'success', message: MESSAGES.corporateInquiryReceived, id: saved.id };
  }
}
