import type { Page, TestInfo } from '@playwright/test';
import type { Email } from 'postal-mime';
import { expect } from './support/fixtures';
import { findEmail } from './support/outbox';
import type { Locale } from './support/site';

/** The dialog's texts as the spec words them, and their Spanish versions. */
export const copy = {
  en: {
    bookButton: 'Book Strategy Session',
    steps: ["Let's get to know you", 'Choose Your Time', 'Help Us Prepare'],
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    company: 'Company',
    challenges: 'Current challenges',
    goals: 'Goals',
    back: 'Back',
    next: 'Next',
    submit: 'Book Session',
    submitting: 'Booking...',
    nextWeek: 'Next week',
    availableDays: 'Available Tuesday, Wednesday, Thursday only',
    zoneNote: /Times are shown in your time zone: .+\(Europe\/Madrid\)/,
    requiredTitle: 'Please fill in required fields',
    requiredText: 'First name, last name, and email are required to proceed.',
    slotTitle: 'Please select a time slot',
    slotText: 'Choose an available time for your strategy session.',
    prepareTitle: 'Please complete all fields',
    prepareText: 'Help us prepare for your session by sharing your challenges and goals.',
    failedTitle: 'Booking Failed',
    failedText: 'Please try again or contact us directly.',
    takenMessage: 'Sorry, someone booked that time a moment ago. Please choose another time.',
    successTitle: 'Strategy Session Booked!',
    successText: "Your session has been scheduled. You'll receive a calendar invite shortly.",
    cancelButton: 'Yes, cancel my session',
    cancelledHeading: 'Your session is cancelled',
  },
  es: {
    bookButton: 'Reservar sesión estratégica',
    steps: ['Conozcámonos', 'Elija su horario', 'Ayúdenos a prepararnos'],
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    company: 'Empresa',
    challenges: 'Desafíos actuales',
    goals: 'Objetivos',
    back: 'Atrás',
    next: 'Siguiente',
    submit: 'Reservar sesión',
    submitting: 'Reservando...',
    nextWeek: 'Semana siguiente',
    availableDays: 'Disponible solo martes, miércoles y jueves',
    zoneNote: /Los horarios se muestran en su zona horaria: .+\(Europe\/Madrid\)/,
    requiredTitle: 'Complete los campos obligatorios',
    requiredText: 'Para continuar necesitamos su nombre, apellido y correo electrónico.',
    slotTitle: 'Seleccione un horario',
    slotText: 'Elija un horario disponible para su sesión estratégica.',
    prepareTitle: 'Complete todos los campos',
    prepareText: 'Ayúdenos a preparar su sesión contándonos sus desafíos y objetivos.',
    failedTitle: 'No se pudo reservar',
    failedText: 'Inténtelo de nuevo o contáctenos directamente.',
    takenMessage: 'Lo sentimos: alguien acaba de reservar ese horario. Elija otro, por favor.',
    successTitle: '¡Sesión estratégica reservada!',
    successText: 'Su sesión quedó agendada. En breve recibirá una invitación de calendario.',
    cancelButton: 'Sí, cancelar mi sesión',
    cancelledHeading: 'Su sesión está cancelada',
  },
} as const satisfies Record<Locale, unknown>;

export const dialog = (page: Page) => page.getByTestId('booking-dialog');

/** Waits until the page's booking host listens for `openBookingModal` (after hydration). */
export async function waitForBookingHost(page: Page) {
  await expect(page.locator('html[data-booking-dialog="ready"]')).toHaveCount(1);
}

/** Opens a page and the booking dialog, by a click on a call to action or by the window event. */
export async function openFrom(page: Page, path: string, open?: () => Promise<unknown>) {
  await page.goto(path);
  await waitForBookingHost(page);
  await (open ? open() : page.evaluate(() => window.dispatchEvent(new Event('openBookingModal'))));
  await expect(dialog(page)).toBeVisible();
}

/**
 * The dialog is modal, so the rest of the page (the toast region included) is hidden from
 * assistive technology while it is open; toasts are found by their slot instead of their role.
 */
export async function expectToast(
  page: Page,
  title: string,
  description: string,
  variant: 'default' | 'destructive' = 'default',
) {
  const toast = page.locator('[data-slot="toast"][data-state="open"]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast.locator('[data-slot="toast-description"]')).toHaveText(description);
  await expect(toast).toHaveAttribute('data-variant', variant);
  // On a phone the toast sits over the dialog's buttons: close it, as a visitor would (unless it
  // has already timed out on a slow machine).
  await toast
    .locator('[data-slot="toast-close"]')
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await expect(toast).toBeHidden();
}

export function emailFor(testInfo: TestInfo, locale: Locale) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `e2e-${testInfo.project.name}-${locale}-${unique}@example.com`;
}

const port = Number(process.env.E2E_PORT ?? 3100);

/** A link of the latest email to `email` that has one, from the server's .eml outbox. */
export async function findEmailedLink(
  email: string,
  page: 'cancel' | 'reschedule',
  accept: (message: Email) => boolean = () => true,
): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/booking/${page}\\?token=[\\w-]+`);
  const message = await findEmail(
    email,
    (candidate) =>
      candidate.to?.[0]?.address === email &&
      pattern.test(candidate.text ?? '') &&
      accept(candidate),
  );
  // The email names the public site; the test server listens locally.
  const url = new URL(pattern.exec(message.text!)![0]);
  return `http://127.0.0.1:${port}${url.pathname}${url.search}`;
}
