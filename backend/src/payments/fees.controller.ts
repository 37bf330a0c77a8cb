import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/guards';
import { ApiRefusals } from '../common/api-responses';
import {
  FeePageDto,
  FeeQueryDto,
  FeeSettingsBodyDto,
  FeeSettingsDto,
  FeeWaivedDto,
} from './dto/fee.dto';
import { FeeTotalsDto, FeeTotalsQueryDto } from './dto/fee-totals.dto';
import { FeeTotalsService } from './fee-totals.service';
import { FeesService } from './fees.service';

/** The owner's no-show and late-cancellation fees (docs/money.md, "Fees"). */
@ApiTags('admin')
@Controller('admin/fees')
@AdminOnly()
export class FeesController {
  constructor(
    private readonly fees: FeesService,
    private readonly feeTotals: FeeTotalsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Fees, oldest first, paged by key',
    description:
      'Each fee with its client, appointment, reason, amount, state and when its grace window ends ' +
      '(countdown_ms). A page ends with next_after: pass it as after for the next page.',
  })
  @ApiOkResponse({ type: FeePageDto })
  @ApiRefusals({ 400: 'A bad state, limit or after' })
  listFees(@Query() query: FeeQueryDto): Promise<FeePageDto> {
    return this.fees.list(query);
  }

  @Get('totals')
  @ApiOperation({
    summary: 'Fees of a day, a week or a month by state: count and cents',
    description:
      'The periods of GET /api/admin/money/totals (business time zone, weeks Monday to Sunday). ' +
      'A fee counts where its present state was reached: when settled, or when recorded while ' +
      'pending or due.',
  })
  @ApiOkResponse({ type: FeeTotalsDto })
  @ApiRefusals({ 400: 'A bad period or date' })
  getFeeTotals(@Query() query: FeeTotalsQueryDto): Promise<FeeTotalsDto> {
    return this.feeTotals.totals(query);
  }

  @Post(':id/waive')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Waive a fee',
    description:
      'Pending or due: nothing is charged (a pay link expires). Charged or paid: the charge is ' +
      'refunded. Waiving again answers the same. Sends the fee.waived webhook event.',
  })
  @ApiOkResponse({ type: FeeWaivedDto })
  @ApiRefusals({ 404: 'No such fee', 502: 'The payment provider did not answer' })
  waiveFee(@Param('id') id: string): Promise<FeeWaivedDto> {
    return this.fees.waive(id);
  }

  @Get('settings')
  @ApiOperation({ summary: "The owner's grace window before a fee is charged" })
  @ApiOkResponse({ type: FeeSettingsDto })
  getFeeSettings(): Promise<FeeSettingsDto> {
    return this.fees.settings();
  }

  @Put('settings')
  @ApiOperation({
    summary: "Set the owner's grace window",
    description: 'Whole hours; applies to fees recorded from then on.',
  })
  @ApiOkResponse({ type: FeeSettingsDto })
  @ApiRefusals({ 400: 'Not a whole number of hours in range' })
  putFeeSettings(@Body() body: FeeSettingsBodyDto): Promise<FeeSettingsDto> {
    return this.fees.setSettings(body);
  }
}
