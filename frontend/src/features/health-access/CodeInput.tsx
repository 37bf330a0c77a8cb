import { MESSAGES } from '@esthetics/domain';
import { useState, type FormEvent, type RefObject } from 'react';
import { codeToSend, failureNotice, typedCode, type StepNotice } from './code-step';

/**
 * What a step that asks for an e-mailed code holds (the health form's, the e-mail address's): the
 * code as typed, what the step says under its form, and the field, which takes focus after a refusal.
 */
export function useCodeEntry(input: RefObject<HTMLInputElement | null>) {
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<StepNotice>(null);
  const take = (): string | null => {
    const checked = codeToSend(code);
    if (!checked.ok) {
      setNotice(checked.notice);
      input.current?.focus();
      return null;
    }
    setNotice(null);
    return checked.code;
  };
  return {
    code,
    setCode,
    notice,
    setNotice,
    /** Whether the notice is about the code itself (the field is then marked invalid). */
    codeError: notice?.kind === 'error' && notice.aboutCode,
    /** The code to send, or null when it is not one (the notice says why, the field takes focus). */
    take,
    /** The form's submit: nothing while `busy`; otherwise `send` gets the code when it is one. */
    submit(e: FormEvent, busy: boolean, send: (code: string) => void) {
      e.preventDefault();
      if (busy) return;
      const code = take();
      if (code !== null) send(code);
    },
    /** The code was refused or not checked: the notice says why, the field takes focus again. */
    refused(error: unknown) {
      setNotice(failureNotice(error, MESSAGES.healthCodeConfirmFailed));
      input.current?.focus();
    },
  };
}

export type CodeEntry = ReturnType<typeof useCodeEntry>;

/** The code field: digits (spaces and dashes allowed as typed), described by the error when it is about the code. */
export function CodeInput({
  entry,
  inputRef,
  id,
  errorId,
  hintId,
  pattern,
}: {
  entry: CodeEntry;
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  errorId: string;
  hintId?: string;
  pattern?: string;
}) {
  return (
    <input
      ref={inputRef}
      id={id}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={pattern}
      maxLength={9}
      value={entry.code}
      onChange={(e) => entry.setCode(typedCode(e.target.value))}
      aria-invalid={entry.codeError || undefined}
      aria-describedby={entry.codeError ? errorId : hintId}
    />
  );
}
