import { Injectable } from '@nestjs/common';
import { isIP } from 'node:net';
import { AppError } from '../../common/app-errors';
import { AppConfig } from '../../config/app-config';
import { addressAllowed } from './address-policy';
import { HostResolver } from './ports/host-resolver.port';

/** Where a webhook goes: the URL, and the address its host was checked at (connect to that one). */
export interface WebhookTarget {
  readonly url: URL;
  readonly address: string;
  readonly family: 4 | 6;
}

/**
 * The SSRF guard, at registration and again at each delivery (a host can resolve elsewhere later):
 * resolves the host and refuses it when any of its addresses is local or private (see
 * address-policy); https only in production unless WEBHOOK_ALLOW_PRIVATE_NETWORKS is on.
 */
@Injectable()
export class UrlGuard {
  constructor(
    private readonly config: AppConfig,
    private readonly resolver: HostResolver,
  ) {}

  async check(raw: string): Promise<WebhookTarget> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw AppError.of('webhookUrlInvalid', 'url');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw AppError.of('webhookUrlInvalid', 'url');
    const allowPrivate = this.config.webhookAllowPrivateNetworks;
    if (url.protocol !== 'https:' && this.config.production && !allowPrivate)
      throw AppError.of('webhookHttpsRequired', 'url');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    if (isIP(host) !== 0) {
      addresses = [host];
    } else {
      try {
        addresses = await this.resolver.lookup(host);
      } catch {
        throw AppError.of('webhookHostUnresolved', 'url');
      }
      if (addresses.length === 0) throw AppError.of('webhookHostUnresolved', 'url');
    }
    if (!addresses.every((a) => addressAllowed(a, allowPrivate)))
      throw AppError.of('webhookAddressRefused', 'url');
    const address = addresses[0];
    return { url, address, family: isIP(address) === 6 ? 6 : 4 };
  }
}
