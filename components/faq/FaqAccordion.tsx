import { Accordion } from '@/components/ui/Accordion';
import { SafeHtml } from '@/components/ui/SafeHtml';
import type { Faq } from '@/lib/cms';

/** The FAQ: one question open at a time, the first open; answers are the CMS's HTML, sanitised. */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  return (
    <Accordion
      headingLevel={2}
      defaultOpenId={faqs[0] ? `faq-${faqs[0].id}` : null}
      items={faqs.map((faq) => ({
        id: `faq-${faq.id}`,
        title: faq.question,
        content: <SafeHtml html={faq.answer} className="prose-cms" />,
      }))}
    />
  );
}
