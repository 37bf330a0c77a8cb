import type { NewTimeBlock, TimeBlock } from '@esthetics/domain';
import type { Page } from '../../common/dto/pagination.dto';

export type StoredTimeBlock = NewTimeBlock & { readonly id: string; readonly createdAt: Date };

/** The owner's time off in the database. */
export abstract class TimeBlockRepository {
  /** Weekly blocks and the one-off blocks not ended before `since` (what availability needs). */
  abstract active(since: Date): Promise<TimeBlock[]>;
  /** A page of every block, newest first, with the count of all. */
  abstract list(page: Page): Promise<{ items: StoredTimeBlock[]; total: number }>;
  /** Stores a block and sweeps the one-off blocks that ended before `forgetBefore`. */
  abstract insert(block: NewTimeBlock, now: Date, forgetBefore: Date): Promise<StoredTimeBlock>;
  /** Removes one; false when there is none by that id. */
  abstract remove(id: string): Promise<boolean>;
  /**
   * In the transaction in progress, before an appointment is stored or moved: takes the time-off lock
   * shared (held until the transaction ends, waiting for time off being added) and then answers the
   * blocks that may cover [from, to) as committed by then (weekly ones, one-off ones overlapping it).
   */
  abstract lockForAppointment(from: Date, to: Date): Promise<TimeBlock[]>;
  /**
   * In the transaction in progress, before time off is added: takes the time-off lock exclusive (held
   * until the transaction ends), waiting for the appointments being stored or moved; the appointments
   * read after it include theirs.
   */
  abstract lockForChange(): Promise<void>;
}
