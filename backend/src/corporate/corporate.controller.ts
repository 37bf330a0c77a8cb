import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@esthetics/domain';
import { CreatedDto } from '../common/dto/created.dto';
import { FormEndpoint } from '../common/form-endpoint';
import { Idempotent } from '../integrations/idempotency/idempotent.decorator';
import { CorporateService } from './corporate.service';
import { CorporateInquiryBodyDto } from './dto/corporate.dto';

@ApiTags('corporate')
@Controller('corporate-inquiry')
export class CorporateController {
  constructor(private readonly corporate: CorporateService) {}

  @FormEndpoint(
    'Ask for a corporate event; the team replies within 24 hours',
    CorporateInquiryBodyDto,
  )
  @Idempotent()
  async sendCorporateInquiry(@Body() body: CorporateInquiryBodyDto): Promise<CreatedDto> {
    const saved = await this.corporate.submit(body);
    return CreatedDto.of(MESSAGES.corporateInquiryReceived, saved.id);
  }
}
