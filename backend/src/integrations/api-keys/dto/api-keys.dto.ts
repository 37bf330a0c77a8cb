import { API_KEY_NAME_MAX, API_KEY_SCOPES } from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { InstantProperty } from '../../../common/dto/time-properties';

const SCOPES_DESCRIPTION =
  'appointments:read: appointments (list, detail without the health form, free times to move one to). ' +
  'appointments:write: status changes, moving an appointment, no-shows. ' +
  'clients:read: clients (never their health answers). ' +
  'inquiries:read: contact messages and corporate inquiries. ' +
  'webhooks:manage: the webhooks.';

export class CreateApiKeyBodyDto {
  @ApiProperty({ maxLength: API_KEY_NAME_MAX, example: 'Accounting export' }) name: string;
  @ApiProperty({
    type: 'string',
    isArray: true,
    enum: [...API_KEY_SCOPES],
    minItems: 1,
    description: SCOPES_DESCRIPTION,
  })
  scopes: string[];
}

export class ApiKeyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({
    description:
      "The key's first characters, to tell keys apart (the key itself is never shown again)",
    example: 'esk_3fA9x0Qe',
  })
  prefix: string;
  @ApiProperty({ type: 'string', isArray: true, enum: [...API_KEY_SCOPES] }) scopes: string[];
  @InstantProperty() created_at: string;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When the key was last used (noted at most once a minute); null if never',
  })
  last_used_at: string | null;
}

export class ApiKeyListDto {
  @ApiProperty({ type: ApiKeyDto, isArray: true, description: 'The live keys, newest first' })
  keys: ApiKeyDto[];
}

export class CreatedApiKeyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: 'string', isArray: true, enum: [...API_KEY_SCOPES] }) scopes: string[];
  @ApiProperty({
    description:
      'The key, shown this once: send it as `Authorization: Bearer <key>`. Only its hash is kept.',
    example: 'esk_3fA9x0QeVbq1lq4o2m1mYc1S3W0c9kz1gqzv8v0tRkE',
  })
  key: string;
  @ApiProperty({ example: 'esk_3fA9x0Qe' }) prefix: string;
  @InstantProperty() created_at: string;
}
