import { scoreRating, type ScoreRating } from '@/lib/seo/analysis';

const textColor: Record<ScoreRating, string> = {
  good: 'text-brand-green',
  fair: 'text-brand-amber',
  poor: 'text-destructive',
};

const barColor: Record<ScoreRating, string> = {
  good: 'bg-brand-green',
  fair: 'bg-brand-amber',
  poor: 'bg-destructive',
};

export function scoreColors(score: number) {
  const rating = scoreRating(score);
  return { rating, text: textColor[rating], bar: barColor[rating] };
}
