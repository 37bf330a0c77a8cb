import { ApiProperty } from '@nestjs/swagger';

/** The answer to a public form that stored a record: the catalogue's confirmation and the new id. */
export class CreatedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'uuid' }) id: string;

  static of(message: string, id: string): CreatedDto {
    return { status: 'success', message, id };
  }
}
