import escapeHtml from 'escape-html';
import { site } from '@/config/site';

export { escapeHtml };

export function escapeMultiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

export function detailRows(rows: readonly (readonly [label: string, value: string])[]): string {
  return rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#555;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeMultiline(value)}</td></tr>`,
    )
    .join('');
}

/** `body` must already be escaped HTML. */
export function emailLayout({ lang, title, body }: { lang: string; title: string; body: string }) {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8f5f2;color:#111;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#fff;border:1px solid #e5e0da;border-radius:12px;padding:32px">
${body}
<p style="margin-top:32px;color:#555;font-size:14px">${escapeHtml(site.name)} · ${escapeHtml(site.location.locality)}, ${escapeHtml(site.location.regionName)} · ${escapeHtml(site.phone.display)} · ${escapeHtml(site.email)}</p>
</div>
</body>
</html>`;
}

export function signoff(words: string): { lines: string[]; html: string } {
  const lines = [words, site.founder.name, site.name];
  return { lines, html: `<p>${lines.map(escapeHtml).join('<br>')}</p>` };
}
