import type { ReactNode } from 'react';
import { ArtImage } from '@/components/art/art-image';
import { AnchorLink } from '@/components/layout/anchor-link';
import { homeSection, servicePath } from '@/config/navigation';
import { galleryItems, type GalleryLink } from '@/content/home/hero';
import { PROJECT_ART_SIZE, projectArtSrc, type ProjectArtId } from '@/content/home/shared';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/utils';
import { LoopCopies } from './loop-copies';
import { MotionRegion } from './motion-region';
import { regionPlayState, reverseAnimation } from './motion';

interface GalleryEntry {
  art: ProjectArtId;
  link: GalleryLink;
  alt: string;
}

// Two passes per column let the drift loop without a seam.
const GALLERY_PASSES = 2;

// No prefetch while drifting: eight moving links would fetch their pages in the first seconds.
function GalleryLinkTo({
  link,
  newTabNote,
  children,
}: {
  link: GalleryLink;
  newTabNote: string;
  children: ReactNode;
}) {
  switch (link.kind) {
    case 'service':
      return (
        <Link href={servicePath(link.slug)} prefetch={false} className="gallery-link">
          {children}
        </Link>
      );
    case 'portfolio':
      return (
        <AnchorLink target={homeSection.portfolio} className="gallery-link">
          {children}
        </AnchorLink>
      );
    case 'external':
      return (
        <a href={link.href} target="_blank" rel="noopener" className="gallery-link">
          {children}
          <span className="sr-only"> {newTabNote}</span>
        </a>
      );
  }
}

function GalleryPass({ entries, newTabNote }: { entries: GalleryEntry[]; newTabNote: string }) {
  return (
    <ul className="flex shrink-0 gap-3 pr-3 lg:flex-col lg:pr-0 lg:pb-3">
      {entries.map(({ art, link, alt }) => (
        <li key={art} className="w-36 shrink-0 sm:w-44 lg:w-full">
          <GalleryLinkTo link={link} newTabNote={newTabNote}>
            <ArtImage
              src={projectArtSrc(art)}
              {...PROJECT_ART_SIZE}
              alt={alt}
              // Behind the first screen, with no preload hint for each of eight.
              fetchPriority="low"
              loading="eager"
              className="gallery-image"
            />
          </GalleryLinkTo>
        </li>
      ))}
    </ul>
  );
}

export function HeroGallery({
  label,
  alts,
  pauseLabel,
  newTabNote,
}: {
  label: string;
  alts: readonly string[];
  pauseLabel: string;
  newTabNote: string;
}) {
  const entries = galleryItems.map((item, index) => ({ ...item, alt: alts[index] ?? '' }));
  const half = Math.ceil(entries.length / 2);
  const columns = [entries.slice(0, half), entries.slice(half)];

  return (
    <MotionRegion
      role="group"
      aria-label={label}
      pauseLabel={pauseLabel}
      pauseButtonClassName="right-4 -bottom-12 sm:right-6 lg:-right-1 lg:bottom-3"
      className="-mx-4 sm:-mx-6 lg:mx-0"
    >
      <div className="grid gap-3 [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] lg:h-[34rem] lg:grid-cols-2 lg:[mask-image:linear-gradient(to_bottom,transparent,black_8%,black_92%,transparent)]">
        {columns.map((column, index) => (
          <div key={column[0]?.art} className="overflow-hidden">
            <div
              className={cn(
                'flex w-max lg:w-auto lg:flex-col',
                'motion-safe:animate-gallery-x lg:motion-safe:animate-gallery-y',
                index === 1 && reverseAnimation,
                regionPlayState,
              )}
            >
              <LoopCopies copies={GALLERY_PASSES}>
                <GalleryPass entries={column} newTabNote={newTabNote} />
              </LoopCopies>
            </div>
          </div>
        ))}
      </div>
    </MotionRegion>
  );
}
