import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/routing';

const shareImageSize = { width: 1200, height: 630 };

const fontFile = (pkg: string, file: string) =>
  readFile(path.join(process.cwd(), 'node_modules', '@fontsource', pkg, 'files', file));

const tagline: Record<Locale, string> = {
  en: 'AI strategy, training, custom agents and websites',
  es: 'Estrategia, capacitación, agentes de IA y sitios web',
};

export async function renderShareImage({
  locale,
  title,
  eyebrow = site.name,
}: {
  locale: Locale;
  title: string;
  eyebrow?: string;
}) {
  const [display, body, bodyBold] = await Promise.all([
    fontFile('fraunces', 'fraunces-latin-600-normal.woff'),
    fontFile('inter', 'inter-latin-400-normal.woff'),
    fontFile('inter', 'inter-latin-600-normal.woff'),
  ]);

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: '#07060b',
        color: '#f4f1ec',
        fontFamily: 'Inter',
        position: 'relative',
      }}
    >
      <svg
        width="620"
        height="620"
        viewBox="0 0 400 400"
        style={{ position: 'absolute', right: -140, top: -110, opacity: 0.9 }}
      >
        <defs>
          <radialGradient id="planet" cx="0.35" cy="0.3" r="0.8">
            <stop offset="0" stopColor="#c4b5fd" />
            <stop offset="0.5" stopColor="#6d28d9" />
            <stop offset="0.8" stopColor="#4338ca" />
            <stop offset="1" stopColor="#be185d" />
          </radialGradient>
        </defs>
        <circle cx="200" cy="200" r="180" fill="none" stroke="#f4f1ec" strokeOpacity="0.12" />
        <circle cx="200" cy="200" r="130" fill="none" stroke="#f4f1ec" strokeOpacity="0.1" />
        <ellipse
          cx="200"
          cy="200"
          rx="175"
          ry="58"
          fill="none"
          stroke="#a78bfa"
          strokeWidth="2"
          transform="rotate(-24 200 200)"
        />
        <circle cx="200" cy="200" r="64" fill="url(#planet)" />
        <circle cx="352" cy="134" r="8" fill="#fbbf24" />
      </svg>
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 28, fontWeight: 600 }}
      >
        <div
          style={{
            width: 18,
            height: 18,
            borderRadius: 9999,
            background: 'linear-gradient(120deg, #6d28d9, #4338ca, #be185d)',
          }}
        />
        {eyebrow}
      </div>
      <div
        style={{
          display: 'flex',
          fontFamily: 'Fraunces',
          fontSize: title.length > 42 ? 64 : 76,
          lineHeight: 1.08,
          letterSpacing: -1.5,
          maxWidth: 900,
        }}
      >
        {title}
      </div>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26, color: '#b8b1a8' }}
      >
        <span>{tagline[locale]}</span>
        <span>{site.location.locality}, VA</span>
      </div>
    </div>,
    {
      ...shareImageSize,
      fonts: [
        { name: 'Fraunces', data: display, weight: 600, style: 'normal' },
        { name: 'Inter', data: body, weight: 400, style: 'normal' },
        { name: 'Inter', data: bodyBold, weight: 600, style: 'normal' },
      ],
    },
  );
}
