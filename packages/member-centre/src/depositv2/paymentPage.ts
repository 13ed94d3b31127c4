/**
 * Leaves the site for the payment provider's hosted page, in the same tab (the provider sends the
 * player back to `/member/depositv2?depositId=…`).
 *
 * @param url - the deposit's `paymentUrl`
 */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
