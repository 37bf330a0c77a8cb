import { formatCents, MESSAGES } from '../../domain/src/index';
import { bookAndPayThroughApi } from './booking-helpers';
import { expect, expectNoViolations, test, openAsAdmin } from './fixtures';

/**
 * The admin cancels a paid appointment from the console: a dialog asks where the money paid online
 * goes (a full refund by default: the business cancels), and the server records the choice once.
 */

interface Outcome {
  payment: {
    refund_due: boolean;
    cancellation: {
      cancelled_by: string;
      kind: string;
      refund_cents: number;
      credit_cents: number;
      refund_status: string | null;
    } | null;
  };
}

test('cancelling a paid appointment asks where the money goes, a full refund by default', async ({
  page,
  request,
  adminToken,
  adminApi,
}) => {
  test.slow(); // a checkout, two screen widths and an accessibility scan
  const booked = await bookAndPayThroughApi(request, test.info().project.use.baseURL);
  const paid = formatCents(booked.deposit_cents);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAsAdmin(page, adminToken, `/admin/appointments/${booked.booking_id}`);

  await page.getByRole('button', { name: 'Mark cancelled' }).click();
  const dialog = page.getByRole('dialog', { name: MESSAGES.adminCancelTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(MESSAGES.adminCancelPaid(paid));
  const choices = dialog
    .getByRole('group', { name: MESSAGES.adminCancelChoice })
    .getByRole('radio');
  await expect(choices).toHaveCount(3);
  const full = dialog.getByRole('radio', { name: MESSAGES.adminCancelFull(paid) });
  await expect(full).toBeChecked();
  await expect(dialog.getByRole('radio', { name: MESSAGES.adminCancelPolicy })).not.toBeChecked();
  await expect(
    dialog.getByRole('radio', { name: MESSAGES.adminCancelCredit(paid) }),
  ).not.toBeChecked();
  await expectNoViolations(page, 'the admin cancel dialog', 'dialog');
  await page.screenshot({ path: test.info().outputPath('admin-cancel-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(full).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('admin-cancel-390.png') });

  // Keeping the appointment changes nothing; Escape closes the dialog too.
  await dialog.getByRole('button', { name: MESSAGES.adminCancelBack }).click();
  await expect(dialog).toBeHidden();
  expect(
    (await adminApi.get<Outcome>(`appointments/${booked.booking_id}`)).payment.cancellation,
  ).toBeNull();

  await page.getByRole('button', { name: 'Mark cancelled' }).click();
  await expect(full).toBeChecked();
  await dialog.getByRole('button', { name: MESSAGES.adminCancelConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(MESSAGES.statusUpdated('cancelled'))).toBeVisible();
  await expect(page.getByTestId('cancellation-money')).toHaveText(
    MESSAGES.adminCancellationMoney(MESSAGES.outcomeRefund(paid)),
  );
  const outcome = await adminApi.get<Outcome>(`appointments/${booked.booking_id}`);
  expect(outcome.payment).toMatchObject({
    refund_due: true,
    cancellation: {
      cancelled_by: 'business',
      kind: 'refund',
      refund_cents: booked.deposit_cents,
      refund_status: 'succeeded',
    },
  });
});

test('the admin may keep the money as credit instead', async ({
  page,
  request,
  adminToken,
  adminApi,
}) => {
  const booked = await bookAndPayThroughApi(request, test.info().project.use.baseURL);
  const paid = formatCents(booked.deposit_cents);
  await openAsAdmin(page, adminToken, `/admin/appointments/${booked.booking_id}`);
  await page.getByRole('button', { name: 'Mark cancelled' }).click();
  const dialog = page.getByRole('dialog', { name: MESSAGES.adminCancelTitle });
  await dialog.getByRole('radio', { name: MESSAGES.adminCancelCredit(paid) }).check();
  await dialog.getByRole('button', { name: MESSAGES.adminCancelConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(
      async () =>
        (await adminApi.get<Outcome>(`appointments/${booked.booking_id}`)).payment.cancellation,
    )
    .toMatchObject({ kind: 'credit', credit_cents: booked.deposit_cents, refund_cents: 0 });

  // The success page, opened again, says the deposit was kept as credit, not that it is refunded.
  await page.goto(`/booking/success?session_id=${booked.session_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Cancelled' })).toBeVisible();
  await expect(page.getByTestId('payment-message')).toHaveText(
    MESSAGES.paymentCancelledKept(MESSAGES.outcomeCredit(paid)),
  );
  await expect(page.getByTestId('refund-due')).toHaveCount(0);
});
