'use client';
import type { CopyTexts } from '@/lib/layout/controlTexts';
import { Check, Icon, Link2 } from '@/components/ui/icons';
import { useEffect, useState } from 'react';

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // denied (insecure origin, permissions): try the old way
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  let done = false;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  field.remove();
  return done;
}

/** Copies `url` to the clipboard and says so (status announced to screen readers). */
export function CopyLinkButton({ url, texts }: { url: string; texts: CopyTexts }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [status]);
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={async () => setStatus((await copyText(url)) ? 'copied' : 'failed')}
        className="inline-flex h-10 items-center gap-2 rounded-full border-2 border-ink-200 bg-white px-4 text-sm font-bold text-ink-800 hover:border-brand-500 hover:text-brand-700"
      >
        <Icon of={status === 'copied' ? { Check } : { Link2 }} aria-hidden className="size-4" />
        {texts.copyLink}
      </button>
      <span role="status" className="text-sm text-ink-600">
        {status === 'copied' ? texts.linkCopied : status === 'failed' ? texts.copyFailed : ''}
      </span>
    </span>
  );
}
