import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiRefusals, PostOk, PostCreated } from '../common/api-responses';
import { FormRateLimited } from '../common/form-rate-limit.guard';
import { AppConfig } from '../config/app-config';
import { Idempotent } from '../integrations/idempotency/idempotent.decorator';
import { problemPage } from './checkout-page';
import { CheckoutService } from './checkout.service';
import {
  CheckoutCancelledBodyDto,
  CheckoutCreatedDto,
  CreateSessionBodyDto,
  PaymentStatusDto,
  WebhookReceivedDto,
} from './dto/payment.dto';
import { PaymentConfirmation } from './payment-confirmation.service';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly confirmation: PaymentConfirmation,
    private readonly config: AppConfig,
  ) {}

  @PostCreated('create-session', { body: CreateSessionBodyDto, answer: CheckoutCreatedDto })
  @FormRateLimited()
  @Idempotent()
  @ApiOperation({ summary: "Start a hosted checkout for a booking's 25% deposit" })
  @ApiRefusals({
    400: 'Missing booking_id, or origin_url not this site',
    404: '',
    409: 'Already paid, cancelled, or hold ended',
    502: 'The payment provider did not answer',
  })
  createCheckoutSession(@Body() body: CreateSessionBodyDto): Promise<CheckoutCreatedDto> {
    return this.checkout.createSession(body);
  }

  @Get('status/:sessionId')
  @ApiOperation({ summary: 'Whether a checkout session is paid (applies the payment when it is)' })
  @ApiOkResponse({ type: PaymentStatusDto })
  @ApiRefusals({ 404: '' })
  getPaymentStatus(@Param('sessionId') sessionId: string): Promise<PaymentStatusDto> {
    return this.checkout.sessionStatus(sessionId);
  }

  @PostOk('webhook', { answer: WebhookReceivedDto })
  @ApiOperation({ summary: 'Stripe webhook (signature checked on the raw body)' })
  @ApiRefusals({ 400: 'Missing or bad signature' })
  stripeWebhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceivedDto> {
    return this.confirmation.handleWebhook(req.rawBody, signature);
  }

  @Post('checkout-cancelled')
  @HttpCode(202)
  @FormRateLimited()
  @ApiOperation({
    summary:
      'The cancel page reports a cancelled checkout: the client is e-mailed a payment link (once)',
  })
  @ApiBody({ type: CheckoutCancelledBodyDto })
  @ApiResponse({
    status: 202,
    type: WebhookReceivedDto,
    description: 'Noted (whether or not a mail was due)',
  })
  @ApiRefusals({ 400: 'Missing booking_id, or the body is not valid JSON' })
  async checkoutCancelled(@Body() body: CheckoutCancelledBodyDto): Promise<WebhookReceivedDto> {
    await this.checkout.checkoutCancelled(body?.booking_id);
    return { received: true };
  }

  @Get('pay/:token')
  @ApiOperation({ summary: 'Payment link from an e-mail: redirects to a new checkout' })
  @ApiResponse({ status: 303, description: 'Redirect to the checkout page' })
  @ApiResponse({
    status: 410,
    description: 'HTML page: the booking can no longer be paid',
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  async followPaymentLink(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const result = await this.checkout.followPaymentLink(token);
    if ('redirect' in result) return res.redirect(303, result.redirect);
    res
      .status(410)
      .type('html')
      .send(problemPage(result.problem, this.config.business.name, this.config.publicUrl));
  }
}
