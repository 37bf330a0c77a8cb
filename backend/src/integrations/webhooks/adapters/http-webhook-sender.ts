import { Injectable } from '@nestjs/common';
import http from 'node:http';
import https from 'node:https';
import { LookupFunction } from 'node:net';
import {
  WEBHOOK_RESPONSE_EXCERPT,
  WEBHOOK_TIMEOUT_MS,
  WebhookRequest,
  WebhookResponse,
  WebhookSender,
} from '../ports/webhook-sender.port';

/** Node's HTTP client, connecting to the checked address (TLS still verifies the host name). */
@Injectable()
export class HttpWebhookSender extends WebhookSender {
  send(request: WebhookRequest): Promise<WebhookResponse> {
    const { url, address, family, body } = request;
    const lookup: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
      };
      const req = client.request(
        url,
        {
          method: 'POST',
          lookup,
          agent: false,
          headers: { ...request.headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const done = () =>
            settle(() => {
              const excerpt = Buffer.concat(chunks)
                .subarray(0, WEBHOOK_RESPONSE_EXCERPT)
                .toString('utf8')
                .replaceAll('\u0000', '');
              resolve({ status: res.statusCode ?? 0, excerpt });
            });
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            size += chunk.length;
            if (size >= WEBHOOK_RESPONSE_EXCERPT) {
              done();
              res.destroy();
            }
          });
          res.on('end', done);
          res.on('close', done);
          res.on('error', done);
        },
      );
      const timer = setTimeout(
        () => req.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)),
        WEBHOOK_TIMEOUT_MS,
      );
      req.on('error', (e) => settle(() => reject(e)));
      req.end(body);
    });
  }
}
