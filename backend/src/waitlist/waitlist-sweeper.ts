import { Injectable } from '@nestjs/common';
import { CountingSweep } from '../common/counting-sweep';
import { WaitlistOffersService } from './waitlist-offers.service';

/** Every sweep interval, passes lapsed waitlist offers to the next person; a pass answers how many. */
@Injectable()
export class WaitlistSweeper extends CountingSweep(
  WaitlistOffersService,
  (offers) => offers.passOnLapsedOffers(),
  (passed) => `Passed ${passed} lapsed waitlist offer(s) on`,
) {}
