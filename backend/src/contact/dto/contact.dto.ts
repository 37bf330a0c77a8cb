import { ContactForm, INBOX_STATUSES } from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { InstantProperty } from '../../common/dto/time-properties';

export class ContactBodyDto implements ContactForm {
  @ApiProperty({ example: 'Ana Lopez' }) name: string;
  @ApiProperty({ example: 'ana@example.com' }) email: string;
  @ApiProperty({ example: 'Question about facials' }) subject: string;
  @ApiProperty({ example: 'Which facial is best for sensitive skin?' }) message: string;
}

export class ContactMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty({
    enum: [...INBOX_STATUSES],
    description: "'new' until the owner works on it (highlighted in the console)",
  })
  status: string;
  @InstantProperty() created_at: string;
}
