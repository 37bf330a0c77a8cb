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
}
