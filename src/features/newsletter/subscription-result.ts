export interface SubscriptionResult {
  status: 'pending' | 'confirmed';
  message: string;
}
