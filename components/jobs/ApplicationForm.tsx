'use client';
import { useRef, useState } from 'react';
import { checkCv, cvFileOf, CV_ACCEPT } from '@/lib/forms/cv';
import { withMessages } from '@/lib/forms/definition';
import { FRENCH_FIELD_TEXTS, type ApplicationFormTexts } from '@/lib/forms/fieldTexts';
import { REQUEST_RATE_LIMITED } from '@/lib/forms/rateLimited';
import {
  APPLICATION_MESSAGE_MAX_LENGTH,
  applicationMessages,
  applicationRequest,
  type ApplicationField,
  type ApplicationValues,
} from '@/lib/forms/application';
import { controlClass, DialingPhoneFields, EmailField, errorProps, FieldFrame, NameField, TextAreaField } from '@/components/forms/fields';
import { RequestFormFrame } from '@/components/forms/RequestFormFrame';
import { useRequestForm, type RequestAction } from '@/components/forms/useRequestForm';

/** The form's own words as the French page writes them (the server gives the page's edition's). */
export const FRENCH_APPLICATION_TEXTS: ApplicationFormTexts = {
  fields: FRENCH_FIELD_TEXTS,
  messages: {
    fields: {
      name: applicationRequest.fields.name.message,
      email: applicationRequest.fields.email.message,
      dialingCode: applicationRequest.fields.dialingCode.message,
      phone: applicationRequest.fields.phone.message,
      message: applicationRequest.fields.message.message,
    },
    failed: applicationMessages.applicationFailure,
    limited: REQUEST_RATE_LIMITED,
  },
  cv: {
    cvRequired: applicationMessages.cvRequired,
    cvTooLarge: applicationMessages.cvTooLarge,
    cvWrongType: applicationMessages.cvWrongType,
    cvUnreadable: applicationMessages.cvUnreadable,
    cvAgain: applicationMessages.cvAgain,
  },
  failure: applicationMessages.applicationFailure,
  cvLabel: 'Votre CV (PDF, DOC ou DOCX, 5 Mo au plus)',
  messageLabel: 'Un mot pour le recruteur (facultatif)',
};

/** The CV checked in the browser before anything is sent (the server checks it again), in the page's edition. */
function cvCheck(messages: ApplicationFormTexts['cv']) {
  return async (data: FormData) => {
    try {
      const cv = await checkCv(cvFileOf(data.get('cv')), messages);
      return cv.ok ? null : { field: 'cv' as const, message: cv.message };
    } catch {
      // A file the browser cannot read any more (moved, or on a cloud drive that did not answer).
      return { field: 'cv' as const, message: messages.cvUnreadable };
    }
  };
}

type ApplicationFormProps = {
  /** The server action that deposits it (lib/actions/application.ts: to an offer, or spontaneous), from the page. */
  action: RequestAction<ApplicationValues>;
  /** The hidden field naming an offer: the one applied to, or the one whose page a spontaneous application came from. */
  offer: { field: string; slug: string } | null;
  /** The form's accessible name, its button, what it says once sent, and the hint in its message field. */
  label: string;
  submitLabel: string;
  successText: string;
  messageHint: string;
  /** The form's own words in the page's edition (French by default). */
  texts?: ApplicationFormTexts;
};

/**
 * The applicant and their CV, deposited in the CMS by a server action (also without JavaScript): option 2 of a job's
 * 'Postuler à cette offre', and the spontaneous application. On failure every field stays, the chosen file included (a
 * page posted without JavaScript cannot give a file back: it asks for it again).
 */
export function ApplicationForm({ action, offer, label, submitLabel, successText, messageHint, texts = FRENCH_APPLICATION_TEXTS }: ApplicationFormProps) {
  const cvInput = useRef<HTMLInputElement>(null);
  const [fileChosen, setFileChosen] = useState(false);
  const [{ request, check }] = useState(() => ({ request: withMessages(applicationRequest, texts.messages), check: cvCheck(texts.cv) }));
  const form = useRequestForm<keyof typeof applicationRequest.fields, ApplicationField>({
    request,
    check,
    store: action,
    onSuccess: () => {
      if (cvInput.current) cvInput.current.value = '';
    },
    idPrefix: 'candidature',
  });
  const { field, status, errorFor, controlId, clearError } = form;
  const cvId = controlId('cv');
  const cvError = errorFor('cv') ?? (form.refusedPost && !fileChosen && status !== 'success' ? texts.cv.cvAgain : null);

  return (
    <RequestFormFrame
      form={form}
      request={request}
      label={label}
      testId="application-form"
      submitLabel={submitLabel}
      successText={successText}
      errorText={texts.failure}
      texts={texts.fields}
    >
      {offer ? <input type="hidden" name={offer.field} value={offer.slug} /> : null}
      <NameField {...field('name')} />
      <EmailField {...field('email')} />
      <DialingPhoneFields dialingCode={field('dialingCode')} phone={field('phone')} className="sm:col-span-2" />
      <FieldFrame id={cvId} label={texts.cvLabel} error={cvError} className="sm:col-span-2">
        <input
          ref={cvInput}
          id={cvId}
          name="cv"
          type="file"
          required
          accept={CV_ACCEPT}
          onChange={() => {
            setFileChosen(true);
            clearError('cv');
          }}
          className={`${controlClass} file:me-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-bold file:text-brand-700`}
          {...errorProps(cvId, cvError)}
        />
      </FieldFrame>
      <TextAreaField
        {...field('message')}
        label={texts.messageLabel}
        required={false}
        rows={4}
        maxLength={APPLICATION_MESSAGE_MAX_LENGTH}
        placeholder={messageHint}
        className="sm:col-span-2"
      />
    </RequestFormFrame>
  );
}
