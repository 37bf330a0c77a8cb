// Right way: another module's port. Wrong way: another module's service.
import { PaymentGateway } from '../payments/ports/payment.gateway';
import { pay } from '../payments/payments.service';

export const book = (gateway: PaymentGateway): string => gateway.start() + pay();
