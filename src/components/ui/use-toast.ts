'use client';

import * as React from 'react';

import type { ToastProps } from './toast';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

type ToasterToast = Omit<ToastProps, 'id' | 'title'> & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
};

type ToastInput = Omit<ToasterToast, 'id'>;

type ToastState = { readonly toasts: readonly ToasterToast[] };

type Action =
  | { type: 'ADD'; toast: ToasterToast }
  | { type: 'UPDATE'; id: string; patch: Partial<ToasterToast> }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

const EMPTY_STATE: ToastState = { toasts: [] };
let state: ToastState = EMPTY_STATE;
let counter = 0;
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

function clearRemoval(id: string) {
  const timeout = removeTimeouts.get(id);
  if (timeout !== undefined) {
    clearTimeout(timeout);
    removeTimeouts.delete(id);
  }
}

function scheduleRemoval(id: string) {
  if (removeTimeouts.has(id)) return;
  removeTimeouts.set(
    id,
    setTimeout(() => {
      removeTimeouts.delete(id);
      dispatch({ type: 'REMOVE', id });
    }, TOAST_REMOVE_DELAY),
  );
}

function reducer(current: ToastState, action: Action): ToastState {
  switch (action.type) {
    case 'ADD': {
      const toasts = [action.toast, ...current.toasts];
      // Toasts pushed past the limit are dropped at once, with any pending purge.
      for (const dropped of toasts.slice(TOAST_LIMIT)) clearRemoval(dropped.id);
      return { toasts: toasts.slice(0, TOAST_LIMIT) };
    }
    case 'UPDATE':
      return {
        toasts: current.toasts.map((t) =>
          t.id === action.id ? { ...t, ...action.patch, id: t.id } : t,
        ),
      };
    case 'DISMISS': {
      const matches = (t: ToasterToast) => action.id === undefined || t.id === action.id;
      for (const t of current.toasts) if (matches(t)) scheduleRemoval(t.id);
      return { toasts: current.toasts.map((t) => (matches(t) ? { ...t, open: false } : t)) };
    }
    case 'REMOVE':
      if (action.id === undefined) {
        for (const t of current.toasts) clearRemoval(t.id);
        return EMPTY_STATE;
      }
      clearRemoval(action.id);
      return { toasts: current.toasts.filter((t) => t.id !== action.id) };
  }
}

function dispatch(action: Action) {
  state = reducer(state, action);
  for (const listener of listeners) listener();
}

export function dismissToast(id?: string) {
  dispatch({ type: 'DISMISS', id });
}

export function toast({ ...props }: ToastInput) {
  const id = nextId();
  const dismiss = () => dismissToast(id);
  const update = (patch: Partial<ToastInput>) => dispatch({ type: 'UPDATE', id, patch });

  dispatch({
    type: 'ADD',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        props.onOpenChange?.(open);
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => state;
const getServerSnapshot = () => EMPTY_STATE;

export function useToast() {
  const current = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
