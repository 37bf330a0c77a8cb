export abstract class BookingPort {
  abstract find(): string;
}
