import { cn } from '@/lib/utils';
import { STAR_FIELD_PATH, starFieldKinds } from './star-field-stylesheet';

export function StarField({ animatedClassName }: { animatedClassName?: string }) {
  return (
    <>
      <link rel="stylesheet" href={STAR_FIELD_PATH} precedence="default" />
      <div
        aria-hidden="true"
        className="star-field [container-type:size] pointer-events-none absolute inset-0"
      >
        {starFieldKinds.map((kind, index) => (
          <span
            key={index}
            data-star={kind === 'particles' ? undefined : kind}
            data-particle={kind === 'particles' ? '' : undefined}
            className={cn(
              'star',
              kind === 'particles'
                ? 'opacity-60 motion-safe:animate-drift'
                : 'motion-safe:animate-twinkle',
              animatedClassName,
            )}
          />
        ))}
      </div>
    </>
  );
}
