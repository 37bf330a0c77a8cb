import { ApiProperty } from '@nestjs/swagger';

export class HealthAccessDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({
    description:
      "Whether the calling session may read and change the client's health form (always true for the admin)",
  })
  confirmed: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'm***d@example.com',
    description:
      "The client's e-mail address, masked, as the code step names it (null for the admin)",
  })
  email_hint: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description:
      'When the code this session last asked for stops working, while it still works (not expired, tries left); else null',
  })
  code_expires_at: string | null;
}

export class HealthCodeSentDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({
    example:
      'For your privacy, we emailed a 6-digit code to m***d@example.com. It works for 10 minutes.',
  })
  message: string;
  @ApiProperty({ example: 'm***d@example.com' }) email_hint: string;
  @ApiProperty({ format: 'date-time', description: 'When the code stops working' })
  expires_at: string;
}

export class HealthCodeBodyDto {
  @ApiProperty({
    example: '123456',
    description: 'The 6 digits from the e-mail (spaces and dashes are ignored)',
  })
  code: string;
}

export class HealthCodeConfirmedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Thank you. Your health form is open in this browser.' })
  message: string;
  @ApiProperty({ example: true }) confirmed: boolean;
}
