import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MESSAGES } from '@esthetics/domain';
import type { Response } from 'express';
import { AppConfig } from '../config/app-config';
import { checkoutPage, problemPage } from './checkout-page';
import { CheckoutService } from './checkout.service';
import { PaymentConfirmation } from './payment-confirmation.service';

/**
 * The local test-mode checkout: the page a LocalCheckoutGateway session points at, with its Pay and
 * Cancel buttons. Registered only when test payments are on (no Stripe key configured).
 */
@ApiExcludeController()
@Controller('payments/checkout')
export class LocalCheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly confirmation: PaymentConfirmation,
    private readonly config: AppConfig,
  ) {}

  private problem(res: Response, status: number, message: string): void {
    res
      .status(status)
      .type('html')
      .send(problemPage(message, this.config.business.name, this.config.publicUrl));
  }

  @Get(':sessionId')
  async localCheckoutPage(
    @Param('sessionId') sessionId: string,
    @Res() res: Response,
  ): Promise<void> {
    const session = await this.checkout.localCheckout(sessionId);
    if (!session) return this.problem(res, 404, MESSAGES.checkoutNotFound);
    if (session.payment_status === 'paid')
      return this.problem(res, 200, MESSAGES.checkoutAlreadyPaid);
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${this.config.allowedOrigins.join(' ')}`,
    );
    res.status(200).type('html').send(checkoutPage(session, this.config.business.name));
  }

  @Post(':sessionId/pay')
  async localCheckoutPay(
    @Param('sessionId') sessionId: string,
    @Res() res: Response,
  ): Promise<void> {
    const result = await this.confirmation.payLocal(sessionId);
    if ('redirect' in result) return res.redirect(303, result.redirect);
    this.problem(res, 410, result.problem);
  }

  @Post(':sessionId/cancel')
  async localCheckoutCancel(
    @Param('sessionId') sessionId: string,
    @Res() res: Response,
  ): Promise<void> {
    const session = await this.checkout.localCheckout(sessionId);
    if (!session) return this.problem(res, 404, MESSAGES.checkoutNotFound);
    await this.checkout.checkoutCancelled(session.appointment_id);
    res.redirect(303, session.cancel_url);
  }
}
