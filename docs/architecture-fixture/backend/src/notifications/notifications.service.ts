// Wrong way round: notifications and payments import each other.
import { pay } from '../payments/payments.service';

export const notify = (what: string): string => what + String(typeof pay);
