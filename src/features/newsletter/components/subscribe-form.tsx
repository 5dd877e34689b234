'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { LiveFormStart } from './subscribe-form-live';
import { SubscribeFields } from './subscribe-fields';

const loadLiveForm = () =>
  import('./subscribe-form-live').then((module) => module.SubscribeFormLive);

// A light copy renders first; the working form loads near the screen and takes over what was typed.
export function SubscribeForm() {
  const [Live, setLive] = useState<ComponentType<{ start: LiveFormStart }>>();
  const [start, setStart] = useState<LiveFormStart>();
  const formRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const submitted = useRef(false);
  const activated = useRef(false);

  function activate() {
    if (activated.current) return;
    activated.current = true;
    void loadLiveForm().then((component) => {
      const input = inputRef.current;
      setStart({
        email: input?.value ?? '',
        focused: input !== null && document.activeElement === input,
        submitted: submitted.current,
      });
      setLive(() => component);
    });
  }

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          activate();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={formRef}
      data-subscribe-form={Live ? 'live' : 'loading'}
      onFocusCapture={activate}
      onPointerEnter={activate}
    >
      {Live && start ? (
        <Live start={start} />
      ) : (
        <SubscribeFields
          input={{ ref: inputRef, defaultValue: '' }}
          onSubmit={(event) => {
            event.preventDefault();
            submitted.current = true;
            activate();
          }}
        />
      )}
    </div>
  );
}
