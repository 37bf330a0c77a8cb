import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExcludeEndpoint,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ErrorDto } from '../common/dto/error.dto';
import { AppConfig } from '../config/app-config';
import { checkoutPage, problemPage } from './checkout-page';
import {
  CheckoutCancelledBodyDto,
  CheckoutCreatedDto,
  CreateSessionBodyDto,
  PaymentStatusDto,
  WebhookReceivedDto,
} from './dto/payment.dto';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly config: AppConfig,
  ) {}

  @Post('create-session')
  @ApiOperation({ summary: "Start a hosted checkout for a booking's 25% deposit" })
  @ApiBody({ type: CreateSessionBodyDto })
  @ApiCreatedResponse({ type: CheckoutCreatedDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: 'Missing booking_id, or origin_url not this site',
  })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'Already paid, cancelled, or hold ended' })
  createCheckoutSession(@Body() body: CreateSessionBodyDto): Promise<CheckoutCreatedDto> {
    return this.payments.createSession(body);
  }

  @Get('status/:sessionId')
  @ApiOperation({ summary: 'Whether a checkout session is paid (applies the payment when it is)' })
  @ApiOkResponse({ type: PaymentStatusDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  getPaymentStatus(@Param('sessionId') sessionId: string): Promise<PaymentStatusDto> {
    return this.payments.sessionStatus(sessionId);
  }

  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stripe webhook (signature checked on the raw body)' })
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Missing or bad signature' })
  stripeWebhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceivedDto> {
    return this.payments.handleWebhook(req.rawBody, signature);
  }

  @Post('checkout-cancelled')
  @HttpCode(202)
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
  @ApiBadRequestResponse({ type: ErrorDto, description: 'The body is not valid JSON' })
  async checkoutCancelled(@Body() body: CheckoutCancelledBodyDto): Promise<WebhookReceivedDto> {
    if (typeof body?.booking_id === 'string')
      await this.payments.checkoutCancelled(body.booking_id);
    return { received: true };
  }

  @Get('pay/:token')
  @ApiOperation({ summary: 'Payment link from an e-mail: redirects to a new checkout' })
  @ApiResponse({ status: 303, description: 'Redirect to the checkout page' })
  @ApiResponse({ status: 410, description: 'HTML page: the booking can no longer be paid' })
  async followPaymentLink(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const result = await this.payments.followPaymentLink(token);
    if ('redirect' in result) return res.redirect(303, result.redirect);
    res
      .status(410)
      .type('html')
      .send(problemPage(result.problem, this.config.business.name, this.config.publicUrl));
  }

  @Get('checkout/:sessionId')
  @ApiExcludeEndpoint()
  async localCheckoutPage(
    @Param('sessionId') sessionId: string,
    @Res() res: Response,
  ): Promise<void> {
    const session = await this.payments.localCheckout(sessionId);
    const home = this.config.publicUrl;
    if (!session) {
      res
        .status(404)
        .type('html')
        .send(
          problemPage('This checkout session does not exist.', this.config.business.name, home),
        );
      return;
    }
    if (session.payment_status === 'paid') {
      res
        .status(200)
        .type('html')
        .send(
          problemPage('This deposit is already paid. Thank you!', this.config.business.name, home),
        );
      return;
    }
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${this.config.allowedOrigins.join(' ')}`,
    );
    res.status(200).type('html').send(checkoutPage(session, this.config.business.name));
  }

  @Post('checkout/:sessionId/pay')
  @ApiExcludeEndpoint()
  async localCheckoutPay(
    @Param('sessionId') sessionId: string,
    @Res() res: Response,
  ): Promise<void> {
    const result = await this.payments.payLocal(sessionId);
    if ('redirect' in result) return res.redirect(303, result.redirect);
    res
      .status(410)
      .type('html')
      .send(problemPage(result.problem, this.config.business.name, this.config.publicUrl));
  }

  @Post('checkout/:sessionId/cancel')
  @ApiExcludeEndpoint()
  async localCheckoutCancel(
    @Param('sessionId') sessionId: string,
    @Res() res: Response,
  ): Promise<void> {
    const session = await this.payments.localCheckout(sessionId);
    if (!session) {
      res
        .status(404)
        .type('html')
        .send(
          problemPage(
            'This checkout session does not exist.',
            this.config.business.name,
            this.config.publicUrl,
          ),
        );
      return;
    }
    await this.payments.checkoutCancelled(session.appointment_id);
    res.redirect(303, session.cancel_url);
  }
}
