import { ArrowRight, Paperclip } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { deskPath } from '@/config/desk';
import { studioTimeZone } from '@/config/site';
import { formatSlot } from '@/lib/dates';
import { leadKinds, type LeadKind } from '@/features/leads/options';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { leadStates, type LeadState } from '@/config/desk-limits';
import { listLeadsPage, type LeadFilter } from '../server/leads-repository';
import { deskTexts, type DeskTexts } from '@/server/desk/desk-texts';
import { FilterSelect, listCardClass } from '@/components/desk/list-controls';
import { ListScreen } from '@/components/desk/list-screen';

export const leadName = (lead: { contactName: string; company: string; email: string }) =>
  lead.contactName || lead.company || lead.email;

function LeadFilters({ filter, texts: { t } }: { filter: LeadFilter; texts: DeskTexts }) {
  return (
    <>
      <FilterSelect
        name="kind"
        label={t('leads.kindLabel')}
        value={filter.kind ?? ''}
        options={[
          ['', t('leads.allKinds')],
          ...leadKinds.map((kind): [string, string] => [kind, t(`leads.kinds.${kind}`)]),
        ]}
      />
      <FilterSelect
        name="state"
        label={t('leads.stateLabel')}
        value={filter.state ?? 'all'}
        options={leadStates.map((state): [string, string] => [state, t(`leads.states.${state}`)])}
      />
    </>
  );
}

export async function LeadsPage({
  locale,
  filter,
  page,
}: {
  locale: Locale;
  filter: LeadFilter;
  page: number;
}) {
  const { db } = await getDatabase();
  const [texts, found] = await Promise.all([deskTexts(locale), listLeadsPage(db, filter, page)]);
  const { t } = texts;
  const query = {
    q: filter.query,
    kind: filter.kind,
    state: filter.state === 'all' ? undefined : filter.state,
  };
  return (
    <ListScreen
      list="leads"
      view={{ locale, texts, page, hasMore: found.hasMore }}
      intro={t('leads.intro')}
      search={filter.query ?? ''}
      filters={{
        query,
        fields: <LeadFilters filter={filter} texts={texts} />,
        submit: t('lists.show'),
      }}
    >
      {found.items.map((lead) => (
        <li key={lead.id} className={listCardClass}>
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="min-w-0">
              <h3 className="font-display text-lg font-semibold break-words">{leadName(lead)}</h3>
              {lead.contactName && lead.company && (
                <p className="text-sm break-words text-muted-foreground">{lead.company}</p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Badge variant="outline">{t(`leads.kinds.${lead.kind}`)}</Badge>
              <Badge variant={lead.handledAt ? 'secondary' : 'default'}>
                {t(lead.handledAt ? 'leads.states.handled' : 'leads.states.unhandled')}
              </Badge>
            </div>
          </div>
          <div className="grid gap-1 text-sm text-muted-foreground">
            <p>
              {t('leads.received', {
                date: formatSlot(lead.createdAt, locale, studioTimeZone, { year: true }),
              })}
            </p>
            <p className="wrap-anywhere">
              <a href={`mailto:${lead.email}`} className="underline-offset-4 hover:underline">
                {lead.email}
              </a>
            </p>
            {lead.fileCount > 0 && (
              <p className="flex items-center gap-2">
                <Paperclip aria-hidden="true" className="size-4" />
                {t('leads.fileCount', { count: lead.fileCount })}
              </p>
            )}
            {lead.note && <p className="line-clamp-2 break-words">{lead.note}</p>}
          </div>
          <Link
            href={`${deskPath.leads}/${lead.id}`}
            className="inline-flex min-h-11 w-fit items-center gap-1 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('leads.open')}
            <span className="sr-only">: {leadName(lead)}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ListScreen>
  );
}

export function leadFilter(
  params: Record<string, string | string[] | undefined>,
  query: string,
): LeadFilter {
  const kind = leadKinds.find((value) => value === params.kind) as LeadKind | undefined;
  const state = (leadStates.find((value) => value === params.state) ?? 'all') as LeadState;
  return { kind, state, query };
}
