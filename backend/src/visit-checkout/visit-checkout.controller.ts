import type { ApiKeyScope as Scope } from '@esthetics/domain';
import { applyDecorators, Body, Controller, Get, HttpCode, Post, Type } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { actingAdmin, AdminOnly, ApiKeyScope, SignedIn } from '../auth/guards';
import { Principal } from '../auth/token.service';
import { ApiRefusals } from '../common/api-responses';
import { ApiUuidParam, UuidParam } from '../common/uuid-param';
import { Idempotent } from '../integrations/idempotency/idempotent.decorator';
import { PaymentFailedDto } from '../payments/dto/payment-failed.dto';
import { ChargeRefundsService } from './charge-refunds.service';
import {
  ChargeRefundBodyDto,
  ChargeRefundResultDto,
  VisitCheckoutBodyDto,
  VisitCheckoutResultDto,
  VisitCheckoutSummaryDto,
} from './dto/visit-checkout.dto';
import { VisitCheckoutService } from './visit-checkout.service';

/**
 * The visit's checkout and the refunds of an appointment's charges (docs/money.md, "The visit's
 * checkout"), on the console's appointment. Refunds sit under the appointment: its ledger says what
 * each charge has left, and its row lock makes two refunds at once take turns.
 */
/** A route on one appointment (`:id`), open to an API key with `scope`; answers `type`. */
const OnAppointment = (type: Type<unknown>, scope: Scope, body?: Type<unknown>) =>
  applyDecorators(
    ApiKeyScope(scope),
    body ? ApiCreatedResponse({ type }) : ApiOkResponse({ type }),
    ...(body ? [ApiBody({ type: body })] : []),
    ApiUuidParam('appointment'),
  );

@ApiTags('admin')
@Controller('admin/appointments')
@AdminOnly()
export class VisitCheckoutController {
  constructor(
    private readonly checkout: VisitCheckoutService,
    private readonly refunds: ChargeRefundsService,
  ) {}

  @Get(':id/checkout')
  @ApiOperation({
    summary: "The visit's checkout: balance due, tip presets, saved card, and what was taken",
  })
  @OnAppointment(VisitCheckoutSummaryDto, 'appointments:read')
  getVisitCheckout(@UuidParam() id: string): Promise<VisitCheckoutSummaryDto> {
    return this.checkout.summary(id);
  }

  @Post(':id/checkout')
  @HttpCode(201)
  // The console sends one key per press: a double click or a retry answers once, while a new press
  // after a refusal is a new attempt (docs/money.md).
  @Idempotent()
  @ApiExtraModels(PaymentFailedDto)
  @ApiOperation({
    summary: 'Check the visit out: take the balance, a tip and products; the visit is completed',
    description:
      'Cash and an outside card are recorded; saved_card charges the saved card off-session. One ' +
      'checkout per appointment: a second answers 409 checkoutAlreadyDone. The client gets a receipt.',
  })
  @OnAppointment(VisitCheckoutResultDto, 'appointments:write', VisitCheckoutBodyDto)
  @ApiRefusals({
    400: 'checkoutTipNegative, checkoutTipInvalid, checkoutProduct*, checkoutMethodInvalid',
    402: 'visitCardDeclined, visitCardNeedsAuth: nothing was charged',
    409: 'checkoutTipConfirm (send confirm_large_tip), checkoutAlreadyDone, checkoutNotStarted, checkoutNotConfirmed',
    502: 'paymentProviderDown: the provider did not answer; retrying sends the same charge (charged once)',
  })
  checkOutVisit(
    @UuidParam() id: string,
    @Body() body: VisitCheckoutBodyDto,
    @SignedIn() who: Principal,
  ): Promise<VisitCheckoutResultDto> {
    return this.checkout.checkOut(id, body, actingAdmin(who).subject);
  }

  @Post(':id/refunds')
  @HttpCode(201)
  // Two refunds of the same amount are both allowed (within the charge): the console sends one key
  // per refund asked, so a double click or a retry is one refund.
  @Idempotent()
  @ApiOperation({
    summary: 'Refund a charge of the appointment, in part or in full',
    description:
      'A card charge is refunded through the payment provider; cash and an outside card are ' +
      'recorded (given back by hand). At most what is left of the charge.',
  })
  @OnAppointment(ChargeRefundResultDto, 'appointments:write', ChargeRefundBodyDto)
  @ApiRefusals({
    400: 'refundOverCharge, refundAmountInvalid, refundChargeNotFound',
    502: 'The provider could not refund: nothing was recorded',
  })
  refundCharge(
    @UuidParam() id: string,
    @Body() body: ChargeRefundBodyDto,
  ): Promise<ChargeRefundResultDto> {
    return this.refunds.refund(id, body);
  }
}
