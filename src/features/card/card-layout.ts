/** Phone layout: one column no wider than a phone held upright; wide, a card of 56 rem. */
export const cardColumnClass = 'w-full max-w-[390px] card-wide:max-w-4xl';

/** The small capitals that head each part of the card. */
export const cardEyebrowClass =
  'text-xs font-semibold tracking-wider text-muted-foreground uppercase';
