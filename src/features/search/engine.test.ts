import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  loadSearchIndex,
  searchSite,
  type SearchDocument,
  type SearchHit,
} from './engine';
import type { TextSegment } from './snippet';

const doc = (id: string, title: string, text: string, type: SearchDocument['type'] = 'page') => ({
  id,
  type,
  title,
  href: `/${id}`,
  text,
});

const english = buildSearchIndex('en', [
  doc('agents', 'Custom AI Agents', 'Conversational agents that answer and book.', 'service'),
  doc('automations', 'AI Automations', 'Workflows that log every step and flag exceptions.'),
  doc('privacy', 'Privacy Policy', 'What each form collects, why, and for how long.'),
  doc('voice', 'Voice help', 'Calls answered at night by a voice agent.', 'article'),
  doc('mention', 'Our story', 'We once met an owner who wanted agents for everything.'),
]);

const spanish = buildSearchIndex('es', [
  doc('sesion', 'Reserve una sesión estratégica', 'Treinta minutos por videollamada.'),
  doc('agente', 'Un agente de voz', 'Contesta cada llamada, de día o de noche.', 'service'),
  doc('capacitacion', 'Capacitación en IA', 'Talleres prácticos para su equipo.', 'service'),
]);

const ids = (hits: SearchHit[]) => hits.map((hit) => hit.id);
const show = (segments: TextSegment[]) =>
  segments.map(({ text, match }) => (match ? `[${text}]` : text)).join('');

describe('matching', () => {
  it('ignores case and accents', () => {
    expect(ids(searchSite(spanish, 'sesion'))).toEqual(['sesion']);
    expect(ids(searchSite(spanish, 'SESIÓN'))).toEqual(['sesion']);
    expect(ids(searchSite(spanish, 'capacitacion'))).toEqual(['capacitacion']);
  });

  it('finds words from their first letters', () => {
    expect(ids(searchSite(english, 'automat'))).toEqual(['automations']);
    expect(ids(searchSite(spanish, 'estrat'))).toEqual(['sesion']);
  });

  it('forgives a small typo', () => {
    expect(ids(searchSite(english, 'privasy'))).toEqual(['privacy']);
    expect(ids(searchSite(english, 'automtions'))).toEqual(['automations']);
  });

  it('finds a Spanish singular from its plural', () => {
    expect(ids(searchSite(spanish, 'agentes'))).toEqual(['agente']);
    expect(ids(searchSite(spanish, 'llamadas'))).toEqual(['agente']);
  });

  it('finds nothing for nonsense or a query of stop words only', () => {
    expect(searchSite(english, 'xyzzy')).toEqual([]);
    expect(searchSite(english, 'the and of')).toEqual([]);
    expect(searchSite(english, '   ')).toEqual([]);
  });

  it('reads only the first dozen words of a long query', () => {
    const filler = Array.from({ length: 12 }, (_, index) => `qz${index}x`).join(' ');
    expect(ids(searchSite(english, `privacy ${filler}`))).toEqual(['privacy']);
    expect(searchSite(english, `${filler} privacy`)).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts a match in the title above one in passing', () => {
    const found = ids(searchSite(english, 'agents'));
    expect(found[0]).toBe('agents');
    expect(found.toSorted()).toEqual(['agents', 'mention', 'voice']);
  });

  it('prefers results that hold every word, and falls back to any word', () => {
    expect(ids(searchSite(english, 'voice agent'))).toEqual(['voice']);
    expect(ids(searchSite(english, 'voice privacy'))).toEqual(
      expect.arrayContaining(['voice', 'privacy']),
    );
  });
});

describe('results', () => {
  it('carry the type, link, and title and snippet with the matched words marked', () => {
    const [hit] = searchSite(english, 'voice agents');
    expect(hit).toMatchObject({ id: 'voice', type: 'article', href: '/voice' });
    expect(show(hit!.title)).toBe('[Voice] help');
    expect(show(hit!.snippet)).toBe('Calls answered at night by a [voice] [agent].');
  });

  it('are the same from an index that went through JSON, as the browser receives it', () => {
    const serialized = JSON.parse(JSON.stringify(spanish));
    const loaded = loadSearchIndex('es', serialized);
    for (const query of ['agentes', 'sesion', 'capacit', 'talleres practicos']) {
      expect(searchSite(loaded, query)).toEqual(searchSite(spanish, query));
    }
  });
});
