import { MESSAGES } from '@esthetics/domain';
import { ApiError } from '../../api/errors';
import { codeToSend, failureNotice, sentLine, typedCode } from './code-step';

describe('the code step', () => {
  it('keeps digits, spaces and dashes of what is typed or pasted', () => {
    expect(typedCode('12a3 4-5x6')).toBe('123 4-56');
    expect(typedCode('1234567890123')).toBe('123456789');
  });

  it('sends six digits and refuses anything else with the server’s message', () => {
    expect(codeToSend('123 456')).toEqual({ ok: true, code: '123456' });
    expect(codeToSend('12345')).toEqual({
      ok: false,
      notice: { kind: 'error', text: MESSAGES.healthCodeFormat, aboutCode: true },
    });
  });

  it('shows the server’s message of a refusal, about the code when it names that field', () => {
    const wrong = new ApiError(400, MESSAGES.healthCodeWrong(3), 'code');
    expect(failureNotice(wrong, 'x')).toEqual({
      kind: 'error',
      text: MESSAGES.healthCodeWrong(3),
      aboutCode: true,
    });
    const limited = new ApiError(429, MESSAGES.healthCodeRequestLimited(12));
    expect(failureNotice(limited, 'x')).toEqual({
      kind: 'error',
      text: MESSAGES.healthCodeRequestLimited(12),
      aboutCode: false,
    });
    expect(failureNotice(new ApiError(500, ''), MESSAGES.healthCodeSendFailed)).toMatchObject({
      text: MESSAGES.healthCodeSendFailed,
    });
    expect(failureNotice(new TypeError('fetch failed'), 'x')).toMatchObject({
      text: MESSAGES.networkError,
    });
  });

  it('says where the code went', () => {
    expect(sentLine('m***d@example.com')).toBe(MESSAGES.healthCodeSent('m***d@example.com'));
  });
});
