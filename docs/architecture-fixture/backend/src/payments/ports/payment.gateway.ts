export abstract class PaymentGateway {
  abstract start(): string;
}
