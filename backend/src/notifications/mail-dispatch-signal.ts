import { Injectable } from '@nestjs/common';
import { MailDispatch } from './ports/mail-dispatch.port';

/**
 * MailDispatch for the modules that queue mail: it passes the call on to the mail sweeper, which sits
 * in MailDeliveryModule (registered by the composition root only, so those modules cannot import it).
 */
@Injectable()
export class MailDispatchSignal implements MailDispatch {
  private listener: (() => void) | null = null;

  listen(listener: () => void): void {
    this.listener = listener;
  }

  soon(): void {
    this.listener?.();
  }
}
