export const cardColumnClass = 'w-full max-w-[390px] card-wide:max-w-4xl';

export const cardEyebrowClass =
  'text-xs font-semibold tracking-wider text-muted-foreground uppercase';
