import { Body, Controller, Delete, HttpCode } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly, SignedIn } from '../auth/guards';
import type { Principal } from '../auth/token.service';
import { ApiRefusals } from '../common/api-responses';
import { UuidParam } from '../common/uuid-param';
import { AccountErasure } from '../privacy/ports/account-erasure.port';
import { AccountDeletedDto, DeleteAccountBodyDto } from '../privacy/dto/privacy.dto';

/** The admin deletes a client's account and data on the client's request. */
@ApiTags('admin')
@Controller('admin/clients')
@AdminOnly()
export class AdminClientErasureController {
  constructor(private readonly erasure: AccountErasure) {}

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({
    summary: "Delete a client's account and personal data, on their request",
    description:
      "As the client's own deletion; `confirm_email` is optional here and checked when given.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({ type: DeleteAccountBodyDto, required: false })
  @ApiOkResponse({ type: AccountDeletedDto })
  @ApiRefusals({
    400: '',
    404: 'No such client (already deleted)',
    502: 'A refund failed: nothing changed',
  })
  deleteClient(
    @UuidParam() id: string,
    @Body() body: DeleteAccountBodyDto,
    @SignedIn() admin: Principal,
  ): Promise<AccountDeletedDto> {
    return this.erasure.erase(id, { kind: 'admin', admin: admin.subject }, body ?? {});
  }
}
