import 'server-only';
import QRCode from 'qrcode';
import { Fragment } from 'react';
import { ArtImage } from '@/components/art/art-image';

const QR_SIZE_PX = 144;

// Dark on white in both themes: scanners read that best.
export async function CardQrCode({
  url,
  alt,
  caption,
}: {
  url: string;
  alt: string;
  caption: string;
}) {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#17130f', light: '#ffffff' },
  });
  return (
    <figure className="flex flex-col items-center gap-2 text-center card-wide:flex-row card-wide:gap-4 card-wide:text-left">
      <ArtImage
        src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
        alt={alt}
        width={QR_SIZE_PX}
        height={QR_SIZE_PX}
        loading="eager"
        className="size-36 rounded-xl border border-border bg-white lg:size-32 card-wide:size-28"
      />
      <figcaption className="text-sm text-muted-foreground">
        <span className="block font-medium text-foreground">{caption}</span>
        <span className="[overflow-wrap:anywhere]">
          {/* Where the address must wrap, it wraps after a slash. */}
          {url
            .replace(/^https?:\/\//, '')
            .split('/')
            .map((part, index) => (
              <Fragment key={index}>
                {index > 0 && (
                  <>
                    /<wbr />
                  </>
                )}
                {part}
              </Fragment>
            ))}
        </span>
      </figcaption>
    </figure>
  );
}
