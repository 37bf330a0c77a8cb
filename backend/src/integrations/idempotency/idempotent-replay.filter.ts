import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { REPLAYED_HEADER } from './idempotency-key';
import { IdempotentReplay } from './idempotency.interceptor';

/** Sends a kept answer again, byte for byte, with `Idempotent-Replayed: true`. */
@Catch(IdempotentReplay)
export class IdempotentReplayFilter implements ExceptionFilter {
  catch(replay: IdempotentReplay, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(replay.replayStatus)
      .setHeader(REPLAYED_HEADER, 'true')
      .type('application/json')
      .send(replay.replayBody);
  }
}
