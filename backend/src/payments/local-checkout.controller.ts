import { Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MESSAGES } from '@esthetics/domain';
import type { Response } from 'express';
import { AppConfig } from '../config/app-config';
import { authenticatePage, checkoutPage, problemPage } from './checkout-page';
import { CheckoutService } from './checkout.service';
import { FeeCharges } from './fee-charges.service';
import { LocalCardPayment } from './local-card-payment';
import { isLocalTestCard } from './local-test-cards';
import { StoredCheckout } from './ports/payment.port';
import { VisitPayLinkService } from './visit-pay-links.service';

/**
 * The local test-mode checkout: the page a LocalCheckoutGateway session points at, with its Pay and
 * Cancel buttons. Registered only when test payments are on (no Stripe key configured).
 */
@ApiExcludeController()
@Controller('payments/checkout')
export class LocalCheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly cards: LocalCardPayment,
    private readonly config: AppConfig,
    private readonly feeCharges: FeeCharges,
    private readonly visitLinks: VisitPayLinkService,
  ) {}

  private problem(res: Response, status: number, message: string): void {
    res
      .status(status)
      .type('html')
      .send(problemPage(message, this.config.business.name, this.config.publicUrl));
  }

  /** A page of the checkout, under its content security policy (forms post back to this app). */
  private page(res: Response, status: number, html: string): void {
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${this.config.allowedOrigins.join(' ')}`,
    );
    res.status(status).type('html').send(html);
  }

  /** The session's page, or null once the problem page is sent (unknown session, already paid). */
  private async payable(sessionId: string, res: Response): Promise<StoredCheckout | null> {
    const session =
      (await this.checkout.localCheckout(sessionId)) ??
      (await this.feeCharges.localPayLink(sessionId)) ??
      (await this.visitLinks.localPayLink(sessionId));
    if (!session || session.status === 'expired') this.problem(res, 404, MESSAGES.checkoutNotFound);
    else if (session.payment_status === 'paid')
      this.problem(res, 200, MESSAGES.checkoutAlreadyPaid);
    else return session;
    return null;
  }

  @Get(':sessionId')
  async localCheckoutPage(
    @Param('sessionId') sessionId: string,
    @Res() res: Response,
  ): Promise<void> {
    const session = await this.payable(sessionId, res);
    if (session) this.page(res, 200, checkoutPage(session, this.config.business.name));
  }

  /** Pays with a test card (`card`, the one that pays when absent); `authenticated` after the bank's step. */
  @Post(':sessionId/pay')
  async localCheckoutPay(
    @Param('sessionId') sessionId: string,
    @Query('card') card: unknown,
    @Query('authenticated') authenticated: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const kind = card === undefined ? 'succeeds' : card;
    if (!isLocalTestCard(kind)) return this.problem(res, 400, MESSAGES.checkoutUnknownCard);
    const result = await this.cards.pay(sessionId, kind, authenticated === '1');
    if ('redirect' in result) return res.redirect(303, result.redirect);
    if ('problem' in result) return this.problem(res, 410, result.problem);
    const session = await this.payable(sessionId, res);
    if (!session) return;
    const business = this.config.business.name;
    if ('declined' in result)
      return this.page(res, 402, checkoutPage(session, business, result.declined));
    this.page(res, 200, authenticatePage(session, business, result.authenticate));
  }

  @Post(':sessionId/cancel')
  async localCheckoutCancel(
    @Param('sessionId') sessionId: string,
    @Res() res: Response,
  ): Promise<void> {
    const link =
      (await this.feeCharges.localPayLink(sessionId)) ??
      (await this.visitLinks.localPayLink(sessionId));
    if (link) return res.redirect(303, link.cancel_url);
    const session = await this.checkout.localCheckout(sessionId);
    if (!session) return this.problem(res, 404, MESSAGES.checkoutNotFound);
    await this.checkout.checkoutCancelled(session.appointment_id);
    res.redirect(303, session.cancel_url);
  }
}
