import { site } from '@/config/site';
import type { BlogArticle } from '@/content/blog';
import type { Locale } from '@/i18n/routing';
import { escapeHtml } from '@/server/mail/html';

export interface IssueCopy {
  article: BlogArticle;
  subject: string;
  preheader: string;
  masthead: string;
  coverAlt: string;
  dateline: string;
  read: string;
  pdf: string;
  why: string;
  unsubscribe: string;
  note?: string;
  links: { article: string; pdf: string; cover: string; unsubscribe: string };
}

const COVER_WIDTH = 536;
const sans = 'Helvetica,Arial,sans-serif';
const serif = "Georgia,'Times New Roman',serif";

// Many mail programs drop <style>, so it only adds the dark theme and narrow-screen padding.
const styles = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page { background: #000000 !important; }
  .card { background: #141216 !important; border-color: #2e2a33 !important; }
  .ink { color: #f4f1ec !important; }
  .muted { color: #b8b1a8 !important; }
  .link { color: #c4b5fd !important; }
  .button { background: #c4b5fd !important; color: #14101f !important; }
  .rule { border-color: #2e2a33 !important; }
}
[data-ogsc] .ink { color: #f4f1ec !important; }
[data-ogsc] .muted { color: #b8b1a8 !important; }
[data-ogsc] .link { color: #c4b5fd !important; }
@media (max-width: 480px) {
  .frame { padding: 12px 6px !important; }
  .pad { padding-left: 20px !important; padding-right: 20px !important; }
  .title { font-size: 26px !important; }
}`;

const text = (value: string) => escapeHtml(value);

const paragraph = (className: string, style: string, content: string) =>
  `<p class="${className}" style="margin:0;${style}">${content}</p>`;

function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td class="button" bgcolor="#4c2fc4" style="border-radius:999px;background:#4c2fc4"><a class="button" href="${text(href)}" style="display:inline-block;padding:13px 24px;border-radius:999px;background:#4c2fc4;color:#ffffff;font-family:${sans};font-size:16px;font-weight:bold;line-height:1.2;text-decoration:none">${text(label)}</a></td></tr></table>`;
}

const row = (style: string, content: string, className = 'pad') =>
  `<tr><td class="${className}" style="padding:0 32px;${style}">${content}</td></tr>`;

export function issueHtml(locale: Locale, issue: IssueCopy): string {
  const { article, links } = issue;
  const note = issue.note
    ? row(
        'padding-top:24px',
        paragraph('muted', 'font-size:14px;line-height:1.5;color:#5a5149', text(issue.note)),
      )
    : '';
  const body = [
    note,
    row(
      'padding-top:28px;padding-bottom:16px',
      paragraph(
        'muted',
        `font-family:${sans};font-size:13px;letter-spacing:0.06em;text-transform:uppercase;color:#5a5149`,
        text(issue.masthead),
      ),
    ),
    row(
      '',
      `<a href="${text(links.article)}"><img src="${text(links.cover)}" width="${COVER_WIDTH}" alt="${text(issue.coverAlt)}" style="display:block;width:100%;max-width:${COVER_WIDTH}px;height:auto;border:0;border-radius:8px;background:#1b1530"></a>`,
    ),
    row(
      'padding-top:24px',
      `<h1 class="ink title" style="margin:0;font-family:${serif};font-size:30px;font-weight:bold;line-height:1.2;color:#17130f">${text(article.title)}</h1>`,
    ),
    row(
      'padding-top:12px',
      paragraph(
        'ink',
        `font-family:${sans};font-size:17px;line-height:1.55;color:#17130f`,
        text(issue.preheader),
      ),
    ),
    row(
      'padding-top:12px',
      paragraph('muted', `font-family:${sans};font-size:14px;color:#5a5149`, text(issue.dateline)),
    ),
    row('padding-top:24px', button(links.article, issue.read)),
    row(
      'padding-top:16px;padding-bottom:28px',
      paragraph(
        '',
        `font-family:${sans};font-size:16px`,
        `<a class="link" href="${text(links.pdf)}" style="color:#5b21b6;font-weight:bold">${text(issue.pdf)}</a>`,
      ),
    ),
    row(
      'padding-top:20px;padding-bottom:28px;border-top:1px solid #e5e0da',
      paragraph(
        'muted',
        `font-family:${sans};font-size:13px;line-height:1.5;color:#5a5149`,
        `${text(issue.why)} <a class="link" href="${text(links.unsubscribe)}" style="color:#5b21b6">${text(issue.unsubscribe)}</a>`,
      ) +
        paragraph(
          'muted',
          `padding-top:12px;font-family:${sans};font-size:13px;line-height:1.5;color:#5a5149`,
          text(
            `${site.name} · ${site.location.locality}, ${site.location.regionName} · ${site.email}`,
          ),
        ),
      'pad rule',
    ),
  ].join('\n');

  return `<!doctype html>
<html lang="${locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${text(issue.subject)}</title>
<style>${styles}</style>
</head>
<body class="page" style="margin:0;padding:0;background:#f8f5f2">
<div style="display:none;max-height:0;overflow:hidden">${text(issue.preheader)}</div>
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f8f5f2">
<tr><td class="frame" align="center" style="padding:24px 12px">
<table role="presentation" class="card" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border:1px solid #e5e0da;border-radius:12px">
${body}
</table>
</td></tr>
</table>
</body>
</html>`;
}
