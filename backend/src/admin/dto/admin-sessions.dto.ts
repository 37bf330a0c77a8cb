import { ApiProperty } from '@nestjs/swagger';

export class LiveAdminSessionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time', description: 'When the owner logged in' })
  created_at: string;
  @ApiProperty({
    format: 'date-time',
    description: 'When the session was last used (noted at most once a minute)',
  })
  last_seen_at: string;
  @ApiProperty({ format: 'date-time', description: 'When it ends unless ended before' })
  expires_at: string;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: "The browser's User-Agent at login (at most 300 characters)",
  })
  user_agent: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '203.0.113.0/24',
    description: "The login's network: its address cut to the IPv4 /24 or the IPv6 /48",
  })
  ip_prefix: string | null;
  @ApiProperty({ description: 'True for the session of the token that asks' }) current: boolean;
}

export class LiveAdminSessionListDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [LiveAdminSessionDto] }) sessions: LiveAdminSessionDto[];
  @ApiProperty({ description: 'How many sessions are live, over all pages' }) total: number;
}

export class AdminSessionsEndedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: '2 other sessions were ended.' }) message: string;
  @ApiProperty({ description: 'How many sessions were ended' }) ended: number;
}
