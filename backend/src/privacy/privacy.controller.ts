import { Body, Controller, Delete, Get, HttpCode, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ClientOwnerOrAdmin, SignedIn } from '../auth/guards';
import type { Principal } from '../auth/token.service';
import { ApiRefusals } from '../common/api-responses';
import { HealthConfirmed } from '../health-access/health-confirmed.decorator';
import { AccountErasureService } from './account-erasure.service';
import { AccountExportService } from './account-export.service';
import {
  AccountDeletedDto,
  ClientExportDto,
  DeleteAccountBodyDto,
  HealthAccessLogDto,
} from './dto/privacy.dto';
import { UuidParam } from '../common/uuid-param';

/** The day of `iso` (for the export's file name). */
const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * The client's rights over their data: who read their health answers, the export, the deletion.
 * The export and the client's deletion are the routes that will also ask for a health-confirmed
 * session (one decorator each, on the methods below).
 */
@ApiTags('clients')
@Controller('clients')
export class PrivacyController {
  constructor(
    private readonly exports: AccountExportService,
    private readonly erasure: AccountErasureService,
  ) {}

  @Get(':id/health-access-log')
  @ClientOwnerOrAdmin()
  @ApiOperation({ summary: "Every read of the client's health answers by the admin, newest first" })
  @ApiOkResponse({ type: HealthAccessLogDto })
  @ApiRefusals({ 404: '' })
  getHealthAccessLog(@UuidParam() id: string): Promise<HealthAccessLogDto> {
    return this.exports.accessLog(id);
  }

  @Get(':id/export')
  @ClientOwnerOrAdmin()
  @HealthConfirmed()
  @ApiOperation({
    summary: 'Everything held about the client, as one JSON file to download',
    description:
      "Sent as an attachment (my-data-YYYY-MM-DD.json). The admin's export reads the health answers: it is recorded in the client's access log.",
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ type: ClientExportDto })
  @ApiRefusals({ 404: '' })
  async exportClientData(
    @UuidParam() id: string,
    @SignedIn() caller: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ClientExportDto> {
    const document = await this.exports.export(id, caller);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="my-data-${dayOf(document.generated_at)}.json"`,
    );
    return document;
  }

  @Delete(':id')
  @HttpCode(200)
  @ClientOwnerOrAdmin()
  @HealthConfirmed()
  @ApiOperation({
    summary:
      "Delete the client's account and personal data (the client, confirming with the e-mail)",
    description:
      'Upcoming appointments are cancelled under the cancellation policy (refunds through the payment provider); past ones are kept without name or contact details; every other record of the e-mail or phone is erased; a confirmation is e-mailed. The session ends with the account.',
  })
  @ApiBody({ type: DeleteAccountBodyDto })
  @ApiOkResponse({ type: AccountDeletedDto })
  @ApiRefusals({
    400: "deleteConfirmMismatch: confirm_email is not the account's e-mail",
    404: 'No such client (already deleted)',
    502: 'A refund failed: nothing changed',
  })
  deleteClientAccount(
    @UuidParam() id: string,
    @Body() body: DeleteAccountBodyDto,
    @SignedIn() caller: Principal,
  ): Promise<AccountDeletedDto> {
    const who =
      caller.role === 'admin'
        ? { kind: 'admin' as const, admin: caller.subject }
        : { kind: 'client' as const };
    // A client must confirm with the e-mail, whoever's token this is (the admin has their route).
    return this.erasure.erase(id, who, body);
  }
}
