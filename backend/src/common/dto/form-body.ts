/**
 * The body a request DTO documents for one of the domain's forms: every field of the form with the
 * form's own type, those named in `Optional` allowed to be left out. A DTO written
 * `class XBodyDto implements FormBody<XForm, 'a' | 'b'>` stops compiling when the form gains, renames
 * or retypes a field and the DTO does not follow (the domain validates the body; the DTO documents it).
 */
export type FormBody<F, Optional extends keyof F = never> = {
  [K in Exclude<keyof F, Optional>]: F[K];
} & { [K in Optional]?: F[K] };
