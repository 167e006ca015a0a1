'use client';
import { useRef, useState } from 'react';
import { sendApplication } from '@/lib/actions/application';
import { checkCv, cvFileOf, CV_ACCEPT } from '@/lib/forms/cv';
import { DEFAULT_DIALING_CODE } from '@/lib/forms/dialingCodes';
import { APPLICATION_MESSAGE_MAX_LENGTH } from '@/lib/forms/limits';
import {
  APPLICATION_JOB_FIELD,
  validateApplication,
  type ApplicationField,
  type ApplicationValues,
} from '@/lib/forms/application';
import { applicationMessages } from '@/lib/forms/applicationMessages';
import { DialingPhoneFields, EmailField, errorProps, FieldFrame, NameField, TextAreaField, controlClass } from '@/components/forms/fields';
import { FormFooter } from '@/components/forms/FormFooter';
import { Honeypot } from '@/components/forms/Honeypot';
import { useRequestForm } from '@/components/forms/useRequestForm';

const EMPTY: ApplicationValues = { name: '', email: '', indicatif: DEFAULT_DIALING_CODE, phone: '', message: '' };

/** The CV checked in the browser before anything is sent (the server checks it again). */
async function checkAttachedCv(data: FormData) {
  try {
    const cv = await checkCv(cvFileOf(data.get('cv')));
    return cv.ok ? null : { field: 'cv' as const, message: cv.message };
  } catch {
    // A file the browser cannot read any more (moved, or on a cloud drive that did not answer).
    return { field: 'cv' as const, message: applicationMessages.cvUnreadable };
  }
}

/**
 * Option 2 of a job's 'Postuler à cette offre': the applicant and their CV, deposited in the CMS by a server action
 * (also without JavaScript). On failure every field stays, the chosen file included (a page posted without JavaScript
 * cannot give a file back: it asks for it again).
 */
export function ApplicationForm({ jobSlug, jobTitle }: { jobSlug: string; jobTitle: string }) {
  const cvInput = useRef<HTMLInputElement>(null);
  const [fileChosen, setFileChosen] = useState(false);
  const form = useRequestForm<ApplicationValues, ApplicationField>({
    initial: EMPTY,
    empty: EMPTY,
    validate: validateApplication,
    check: checkAttachedCv,
    store: sendApplication,
    onSuccess: () => {
      if (cvInput.current) cvInput.current.value = '';
    },
    idPrefix: 'candidature',
  });
  const { field, status, errorFor, controlId, clearError } = form;
  const cvId = controlId('cv');
  const cvError = errorFor('cv') ?? (form.refusedPost && !fileChosen && status !== 'success' ? applicationMessages.cvAgain : null);

  return (
    <form
      action={form.formAction}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={`Postuler : ${jobTitle}`}
      data-testid="application-form"
      className="grid gap-5 sm:grid-cols-2"
    >
      <input type="hidden" name={APPLICATION_JOB_FIELD} value={jobSlug} />
      <NameField {...field('name')} placeholder="Awa Ouédraogo" />
      <EmailField {...field('email')} placeholder="nom@exemple.com" />
      <DialingPhoneFields indicatif={field('indicatif')} phone={field('phone')} className="sm:col-span-2" />
      <FieldFrame id={cvId} label="Votre CV (PDF, DOC ou DOCX, 5 Mo au plus)" error={cvError} className="sm:col-span-2">
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
          className={`${controlClass} file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-bold file:text-brand-700`}
          {...errorProps(cvId, cvError)}
        />
      </FieldFrame>
      <TextAreaField
        {...field('message')}
        label="Un mot pour le recruteur (facultatif)"
        required={false}
        rows={4}
        maxLength={APPLICATION_MESSAGE_MAX_LENGTH}
        placeholder="Vos disponibilités, ce qui vous attire dans ce poste…"
        className="sm:col-span-2"
      />
      <Honeypot />
      <FormFooter
        status={status}
        successText={applicationMessages.applicationSuccess(jobTitle)}
        errorText={form.notice ?? applicationMessages.applicationFailure}
        onClose={form.dismiss}
        submitLabel="Postuler directement avec mon CV"
        requiredNote={false}
        className="sm:col-span-2"
      />
    </form>
  );
}
