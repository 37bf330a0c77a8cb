import { validateTimeBlock, WEEKDAY_NAMES } from '@esthetics/domain';
import type { components } from '../../../api/schema';

export type TimeBlockBody = components['schemas']['TimeBlockBodyDto'];

/** The three shapes of time off the form offers; the first two are one-off blocks ("once"). */
export type BlockShape = 'days' | 'part' | 'weekly';

export const BLOCK_SHAPES: readonly { readonly id: BlockShape; readonly label: string }[] = [
  { id: 'days', label: 'Whole day(s)' },
  { id: 'part', label: 'Part of a day' },
  { id: 'weekly', label: 'Every week' },
];

/**
 * The time-off form as typed. Its fields are named as the API's, so a refusal that names a field
 * (`start_time`, `to`...) is shown beside that field. The weekday is "0" (Sunday) to "6".
 */
export interface BlockDraft {
  readonly shape: BlockShape;
  readonly start_date: string;
  readonly end_date: string;
  readonly start_time: string;
  readonly end_time: string;
  readonly weekday: string;
  readonly from: string;
  readonly to: string;
  readonly note: string;
}

/** A fresh form, on `date` (the agenda's day, or today): a whole day, the same weekday weekly. */
export function emptyDraft(date: string): BlockDraft {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return {
    shape: 'days',
    start_date: date,
    end_date: date,
    start_time: '10:00',
    end_time: '12:00',
    weekday: String(Number.isNaN(weekday) ? 1 : weekday),
    from: '12:00',
    to: '13:00',
    note: '',
  };
}

/** The request body of a draft: only the fields of its shape, the note when there is one. */
export function blockBody(draft: BlockDraft): TimeBlockBody {
  const note = draft.note.trim();
  const withNote = note ? { note } : {};
  switch (draft.shape) {
    case 'days':
      return {
        kind: 'once',
        start_date: draft.start_date,
        end_date: draft.end_date || draft.start_date,
        ...withNote,
      };
    case 'part':
      return {
        kind: 'once',
        start_date: draft.start_date,
        start_time: draft.start_time,
        end_time: draft.end_time,
        ...withNote,
      };
    case 'weekly':
      return {
        kind: 'weekly',
        weekday: Number(draft.weekday),
        from: draft.from,
        to: draft.to,
        ...withNote,
      };
  }
}

/**
 * The draft checked with the domain's rules (the server's), in the business's time zone: the body
 * to send, or the message and the field it is about.
 */
export function checkDraft(
  draft: BlockDraft,
  timeZone: string,
): { ok: true; body: TimeBlockBody } | { ok: false; message: string; field?: string } {
  const body = blockBody(draft);
  const checked = validateTimeBlock(body, timeZone);
  if (checked.ok) return { ok: true, body };
  return { ok: false, message: checked.message, field: shownField(draft.shape, checked.field) };
}

/** The weekdays to choose from, Monday first as the week form shows them. */
export const WEEKDAY_CHOICES = [1, 2, 3, 4, 5, 6, 0].map((d) => ({
  value: String(d),
  label: WEEKDAY_NAMES[d],
}));

const SHAPE_FIELDS: Record<BlockShape, readonly string[]> = {
  days: ['start_date', 'end_date', 'note'],
  part: ['start_date', 'start_time', 'end_time', 'note'],
  weekly: ['weekday', 'from', 'to', 'note'],
};

/**
 * The field of the form a refusal is shown beside. Part of a day has no end date: a block that ends
 * before it starts is told beside its end time. A field the shape does not show gets none (the
 * message is then shown under the form).
 */
export function shownField(shape: BlockShape, field: string | undefined): string | undefined {
  const f = shape === 'part' && field === 'end_date' ? 'end_time' : field;
  return f && SHAPE_FIELDS[shape].includes(f) ? f : undefined;
}
