import { Injectable } from '@nestjs/common';
import { CountingSweep } from '../common/counting-sweep';
import { HoldExpiry } from './hold-expiry.service';

/** Every sweep interval, cancels unpaid bookings whose hold has ended; a pass answers how many. */
@Injectable()
export class HoldSweeper extends CountingSweep(
  HoldExpiry,
  (holds) => holds.expireHolds(),
  (cancelled) => `Cancelled ${cancelled} unpaid booking(s) whose hold ended`,
) {}
