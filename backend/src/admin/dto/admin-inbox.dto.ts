import { INBOX_STATUSES } from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { ContactMessageDto } from '../../contact/dto/contact.dto';
import { CorporateInquiryDto } from '../../corporate/dto/corporate.dto';

export class InboxStatusBodyDto {
  @ApiProperty({ enum: [...INBOX_STATUSES] }) status: string;
}

export class ContactStatusUpdatedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Marked as read.' }) message: string;
  @ApiProperty({ type: ContactMessageDto }) item: ContactMessageDto;
}

export class CorporateInquiryStatusUpdatedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Marked as replied.' }) message: string;
  @ApiProperty({ type: CorporateInquiryDto }) item: CorporateInquiryDto;
}
