/** A host name's IP addresses (DNS, /etc/hosts): a port so the SSRF guard can be tested. */
export abstract class HostResolver {
  /** Every address of `host`; throws when it has none. */
  abstract lookup(host: string): Promise<string[]>;
}
