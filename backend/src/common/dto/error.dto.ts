import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ErrorDto {
  @ApiProperty({
    example: 'error',
    description: '"error", or "exists" for a registration whose e-mail has an account',
  })
  status: string;
  @ApiProperty({
    example: 'selectDate',
    description:
      'Stable name of the error: the key of its message in the domain catalogue, or a kind ' +
      '(invalidInput, notAuthenticated, forbidden, notFound, conflict, tooManyRequests, ' +
      'providerUnavailable). Decide from it, never from the message text.',
  })
  code: string;
  @ApiProperty({ example: 'Please select a date.' })
  message: string;
  @ApiProperty({ example: 'Please select a date.', description: 'Same text as message' })
  detail: string;
  @ApiPropertyOptional({ example: 'preferred_date', description: 'The field the message is about' })
  field?: string;
}
