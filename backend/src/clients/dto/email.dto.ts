import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class EmailStatusDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'ana@example.com', description: "The account's address" }) email: string;
  @ApiProperty({
    description: 'Whether its owner has confirmed it with the code or link mailed to it',
  })
  email_verified: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'A new address waiting to be confirmed from itself; the account keeps `email` until then',
  })
  pending_email: string | null;
  @ApiProperty({
    description:
      'Whether a code is waiting (sent, not expired, tries left): if not, POST .../email/code sends one',
  })
  code_sent: boolean;
}

export class EmailCodeSentDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty() message: string;
  @ApiProperty({ example: 'a***a@example.com', description: 'Where the code went, masked' })
  email_hint: string;
}

export class EmailConfirmedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Thank you: your e-mail address is confirmed.' }) message: string;
  @ApiProperty({ description: "The account's address now" }) email: string;
  @ApiProperty({ example: true }) email_verified: boolean;
}

export class EmailCodeBodyDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code from the e-mail' }) code: string;
}

export class EmailLinkBodyDto {
  @ApiProperty({ description: 'The token of the link in the e-mail' }) token: string;
}

export class ClaimRequestBodyDto {
  @ApiProperty({
    example: 'ana@example.com',
    description: 'The address the account was started with',
  })
  email: string;
}

export class ClaimSentDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ description: 'The same answer whatever the address holds' }) message: string;
}

export class ClaimConfirmBodyDto {
  @ApiProperty({ description: 'The token of the link in the e-mail' }) token: string;
  @ApiProperty({ example: 'Ana' }) first_name: string;
  @ApiProperty({ example: 'Lopez' }) last_name: string;
  @ApiProperty({ example: '(301) 555-0123', description: 'The phone to log in with from now on' })
  phone: string;
  @ApiPropertyOptional({ example: '1990-04-12' }) date_of_birth?: string;
  @ApiPropertyOptional() emergency_contact_name?: string;
  @ApiPropertyOptional() emergency_contact_phone?: string;
}
