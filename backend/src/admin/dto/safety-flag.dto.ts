import { SAFETY_SEVERITIES } from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';

/** One safety flag of an appointment (domain/src/health/safety-flags.ts): admin only. */
export class SafetyFlagDto {
  @ApiProperty({
    example: 'isotretinoin-waxing',
    description: "The rule's id in the domain's table",
  })
  rule: string;
  @ApiProperty({
    enum: [...SAFETY_SEVERITIES],
    description: 'avoid: usually not done until reviewed; caution: adapt the treatment',
  })
  severity: string;
  @ApiProperty({
    example:
      'Isotretinoin (Accutane) leaves the skin thin: wax can lift or tear it. Usual practice is no waxing until 6 months after the last dose.',
    description: 'A short reason for the esthetician (a prompt to review, not medical advice)',
  })
  reason: string;
}
