export abstract class ClientPort {
  abstract name(): string;
}
