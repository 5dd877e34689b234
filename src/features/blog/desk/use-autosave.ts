'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArticleDraft } from '@/content/blog/schema';
import type { Locale } from '@/i18n/routing';
import { ApiError, apiRequest } from '@/lib/api-client';
import { deskApi } from '@/lib/desk-address';

const SAVE_AFTER_MS = 1_200;
const RETRY_MS = 5_000;

export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'offline' | 'refused';

export interface Conflict {
  version: number;
  draft: ArticleDraft;
  savedAt: string;
  device: string | null;
}

interface Kept {
  base: number;
  draft: ArticleDraft;
}

const storageKey = (id: string) => `marlowe.article-draft.${id}`;

// The database gives an object's keys back in an order of its own.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function readKept(id: string): Kept | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey(id));
    return raw ? (JSON.parse(raw) as Kept) : undefined;
  } catch {
    return undefined;
  }
}

function writeKept(id: string, kept: Kept | undefined) {
  try {
    if (kept) window.localStorage.setItem(storageKey(id), JSON.stringify(kept));
    else window.localStorage.removeItem(storageKey(id));
  } catch {
    // A full or forbidden storage leaves the server's copy as the only one, as before.
  }
}

function conflictIn(error: ApiError): Conflict | undefined {
  if (error.status !== 409) return undefined;
  try {
    return (JSON.parse(error.body) as { conflict?: Conflict }).conflict;
  } catch {
    return undefined;
  }
}

// Each change is kept in this browser's storage first: a lost connection or closed tab loses nothing.
export function useAutosave({
  id,
  locale,
  initial,
  initialVersion,
  lastSaved,
}: {
  id: string;
  locale: Locale;
  initial: ArticleDraft;
  initialVersion: number;
  lastSaved: Omit<Conflict, 'version' | 'draft'>;
}) {
  const [draft, setDraftState] = useState(initial);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [refusal, setRefusal] = useState<string>();
  const [conflict, setConflict] = useState<Conflict>();
  const version = useRef(initialVersion);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saving = useRef<Promise<void>>(undefined);
  const dirty = useRef(false);
  const blocked = useRef(false);

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (saving.current) {
      await saving.current;
      if (!dirty.current) return;
    }
    if (!dirty.current || blocked.current) return;
    const sent = latest.current;
    dirty.current = false;
    setStatus('saving');
    const run = (async () => {
      try {
        const response = await apiRequest('PATCH', deskApi(`articles/${id}`, locale), {
          version: version.current,
          draft: sent,
        });
        const body = (await response.json()) as { version: number };
        version.current = body.version;
        setRefusal(undefined);
        if (dirty.current) {
          writeKept(id, { base: body.version, draft: latest.current });
          setStatus('unsaved');
        } else {
          writeKept(id, undefined);
          setStatus('saved');
        }
      } catch (error) {
        dirty.current = true;
        // No answer, or a server (or the proxy before it) that could not take it: tried again.
        if (!(error instanceof ApiError) || error.status >= 500) {
          setStatus('offline');
          return;
        }
        const conflict = conflictIn(error);
        if (conflict) {
          blocked.current = true;
          setConflict(conflict);
        }
        setRefusal(error.serverMessage);
        setStatus('refused');
      }
    })();
    saving.current = run;
    await run;
    saving.current = undefined;
  }, [id, locale]);

  const setDraft = useCallback(
    (next: ArticleDraft) => {
      latest.current = next;
      dirty.current = true;
      setDraftState(next);
      setStatus('unsaved');
      writeKept(id, { base: version.current, draft: next });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
    },
    [id, save],
  );

  // A copy kept by an earlier visit: saved now if nothing changed since, else the owner chooses.
  useEffect(() => {
    const kept = readKept(id);
    if (!kept || canonical(kept.draft) === canonical(initial)) {
      writeKept(id, undefined);
      return;
    }
    latest.current = kept.draft;
    dirty.current = true;
    // The copy kept in this browser is known only once the page runs here, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraftState(kept.draft);
    if (kept.base === initialVersion) {
      void save();
    } else {
      blocked.current = true;
      setStatus('unsaved');
      setConflict({ version: initialVersion, draft: initial, ...lastSaved });
    }
    // Once, for the copy the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Offline: tried again every few seconds, and at once when the browser is back online.
  useEffect(() => {
    if (status !== 'offline') return;
    const retry = setTimeout(() => void save(), RETRY_MS);
    return () => clearTimeout(retry);
  }, [status, save]);

  useEffect(() => {
    const online = () => void save();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [save]);

  const resolveConflict = useCallback(
    (choice: 'theirs' | 'mine') => {
      if (!conflict) return;
      blocked.current = false;
      version.current = conflict.version;
      setConflict(undefined);
      setRefusal(undefined);
      if (choice === 'theirs') {
        latest.current = conflict.draft;
        dirty.current = false;
        setDraftState(conflict.draft);
        writeKept(id, undefined);
        setStatus('saved');
      } else {
        dirty.current = true;
        void save();
      }
    },
    [conflict, id, save],
  );

  const flush = useCallback(async (): Promise<number | undefined> => {
    await save();
    return dirty.current || blocked.current ? undefined : version.current;
  }, [save]);

  const advance = useCallback((next: number) => {
    version.current = next;
  }, []);

  return { draft, setDraft, status, refusal, conflict, resolveConflict, flush, advance };
}
