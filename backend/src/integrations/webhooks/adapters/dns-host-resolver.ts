import { Injectable } from '@nestjs/common';
import { lookup } from 'node:dns/promises';
import { HostResolver } from '../ports/host-resolver.port';

/** The system's resolver (getaddrinfo: /etc/hosts, then DNS), every address of both families. */
@Injectable()
export class DnsHostResolver extends HostResolver {
  async lookup(host: string): Promise<string[]> {
    const found = await lookup(host, { all: true, verbatim: true });
    return found.map((a) => a.address);
  }
}
