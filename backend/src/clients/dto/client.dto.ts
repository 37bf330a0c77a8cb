import { ClientLoginForm, ClientProfileForm, ConsultationForm } from '@esthetics/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormBody } from '../../common/dto/form-body';
import { InstantProperty } from '../../common/dto/time-properties';

export class ClientDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Ana' }) first_name: string;
  @ApiProperty({ example: 'Lopez' }) last_name: string;
  @ApiProperty({ example: 'ana@example.com' }) email: string;
  @ApiProperty({ example: '3015550123', description: 'Digits only' }) phone: string;
  @ApiProperty({ type: String, nullable: true, example: '1990-04-12' }) date_of_birth:
    string | null;
  @ApiProperty({ type: String, nullable: true }) emergency_contact_name: string | null;
  @ApiProperty({ type: String, nullable: true }) emergency_contact_phone: string | null;
  @InstantProperty() created_at: string;
  @ApiProperty({
    description:
      'Whether the client has confirmed the e-mail address with the code or link mailed to it; until then nothing is linked to the account by that address',
  })
  email_verified: boolean;
}

export class ClientProfileBodyDto implements FormBody<
  ClientProfileForm,
  'date_of_birth' | 'emergency_contact_name' | 'emergency_contact_phone'
> {
  @ApiProperty({ example: 'Ana' }) first_name: string;
  @ApiProperty({ example: 'Lopez' }) last_name: string;
  @ApiProperty({ example: 'ana@example.com' }) email: string;
  @ApiProperty({ example: '(301) 555-0123' }) phone: string;
  @ApiPropertyOptional({ example: '1990-04-12' }) date_of_birth?: string;
  @ApiPropertyOptional() emergency_contact_name?: string;
  @ApiPropertyOptional() emergency_contact_phone?: string;
}

export class ClientLoginBodyDto implements ClientLoginForm {
  @ApiProperty({ example: 'ana@example.com' }) email: string;
  @ApiProperty({ example: '(301) 555-0123' }) phone: string;
}

export class ClientSessionDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Registration successful! You can now log in.' }) message: string;
  @ApiProperty({ type: ClientDto }) client: ClientDto;
  @ApiProperty({ description: 'Bearer token for the client routes' }) token: string;
}

export class ProfileUpdatedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Profile updated successfully!' }) message: string;
  @ApiProperty({ type: ClientDto }) client: ClientDto;
}

/** A list the form also takes as one comma separated string (the domain splits it); null is none. */
const LIST_OR_TEXT = {
  oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }, { type: 'null' }],
  description: 'A list, or one comma separated string',
};
/** A choice or a text: empty or null when not answered. */
const ANSWER = (example?: string) => ({ type: String, nullable: true, example });

/** Every answer optional; `client_id` is the service's own check, not part of the form. */
export class ConsultationBodyDto implements FormBody<ConsultationForm, keyof ConsultationForm> {
  @ApiPropertyOptional({ format: 'uuid', description: 'Must be the client of the path when given' })
  client_id?: string;
  @ApiPropertyOptional(ANSWER('Combination')) skin_type?: string;
  @ApiPropertyOptional(LIST_OR_TEXT) skin_concerns?: string[];
  @ApiPropertyOptional(ANSWER()) current_skincare_routine?: string;
  @ApiPropertyOptional(LIST_OR_TEXT) products_currently_using?: string[];
  @ApiPropertyOptional(LIST_OR_TEXT) previous_treatments?: string[];
  @ApiPropertyOptional(LIST_OR_TEXT) allergies?: string[];
  @ApiPropertyOptional(LIST_OR_TEXT) medications?: string[];
  @ApiPropertyOptional(LIST_OR_TEXT) medical_conditions?: string[];
  @ApiPropertyOptional() pregnant_or_nursing?: boolean;
  @ApiPropertyOptional(LIST_OR_TEXT) skin_goals?: string[];
  @ApiPropertyOptional(LIST_OR_TEXT) treatment_preferences?: string[];
  @ApiPropertyOptional(ANSWER('$75-$125')) budget_range?: string;
  @ApiPropertyOptional(ANSWER('Moderate')) sun_exposure?: string;
  @ApiPropertyOptional(ANSWER('Never')) smoking_status?: string;
  @ApiPropertyOptional(ANSWER('Occasional')) alcohol_consumption?: string;
}

export class ConsultationDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ format: 'uuid' }) client_id: string;
  @ApiProperty({ type: String, nullable: true }) skin_type: string | null;
  @ApiProperty({ type: [String] }) skin_concerns: string[];
  @ApiProperty({ type: String, nullable: true }) current_skincare_routine: string | null;
  @ApiProperty({ type: [String] }) products_currently_using: string[];
  @ApiProperty({ type: [String] }) previous_treatments: string[];
  @ApiProperty({ type: [String] }) allergies: string[];
  @ApiProperty({ type: [String] }) medications: string[];
  @ApiProperty({ type: [String] }) medical_conditions: string[];
  @ApiProperty() pregnant_or_nursing: boolean;
  @ApiProperty({ type: [String] }) skin_goals: string[];
  @ApiProperty({ type: [String] }) treatment_preferences: string[];
  @ApiProperty({ type: String, nullable: true }) budget_range: string | null;
  @ApiProperty({ type: String, nullable: true }) sun_exposure: string | null;
  @ApiProperty({ type: String, nullable: true }) smoking_status: string | null;
  @ApiProperty({ type: String, nullable: true }) alcohol_consumption: string | null;
  @InstantProperty() updated_at: string;
}

export class ConsultationSavedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Health forms updated successfully!' }) message: string;
  @ApiProperty({ type: ConsultationDto }) consultation: ConsultationDto;
}
