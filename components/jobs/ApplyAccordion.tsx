import { Link } from '@/components/ui/Link';
import { FileText, Mail, MessageSquare } from '@/components/ui/icons';
import { Accordion } from '@/components/ui/Accordion';
import { applyByEmailHref, CV_SERVICE_HREF } from './applyLinks';

/** 'Comment postuler': option 1 with assistance (open by default), option 2 with one's own CV. */
export function ApplyAccordion({ title }: { title: string }) {
  return (
    <section aria-labelledby="comment-postuler" data-testid="apply-accordion">
      <h2 id="comment-postuler" className="text-xl font-bold md:text-2xl">
        Postuler à cette offre
      </h2>
      <Accordion
        className="mt-4"
        defaultOpenId="avec-accompagnement"
        items={[
          {
            id: 'avec-accompagnement',
            title: 'Option 1 : postuler avec accompagnement',
            content: (
              <div className="space-y-4">
                <p>
                  Nos conseillers créent avec vous un CV professionnel et une lettre de motivation adaptés à cette offre, puis
                  transmettent votre candidature et vous préparent à l&apos;entretien.
                </p>
                <Link href={CV_SERVICE_HREF} className="btn btn-primary">
                  <FileText aria-hidden className="size-4" />
                  Continuer vers la création de CV pro
                </Link>
              </div>
            ),
          },
          {
            id: 'sans-accompagnement',
            title: 'Option 2 : postuler sans accompagnement',
            content: (
              <div className="space-y-4">
                <p>
                  Vous avez déjà un CV à jour ? Envoyez-le directement en précisant l&apos;intitulé du poste ; nous le
                  transmettons au recruteur.
                </p>
                <div className="flex flex-wrap gap-3">
                  <a href={applyByEmailHref(title)} className="btn btn-primary">
                    <Mail aria-hidden className="size-4" />
                    Postuler directement avec mon CV
                  </a>
                  <Link href="/contact" className="btn btn-outline">
                    <MessageSquare aria-hidden className="size-4" />
                    Nous écrire
                  </Link>
                </div>
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
