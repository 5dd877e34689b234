/**
 * The answer of `POST /api/email-subscription`. A repeat is a success: `confirmed` when the address
 * already receives the newsletter, `pending` when a confirmation email is on its way.
 */
export interface SubscriptionResult {
  status: 'pending' | 'confirmed';
  message: string;
}
