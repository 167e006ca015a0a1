import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { ArrowRight, Briefcase, FileText, GraduationCap, Icon, LockKeyhole, Mail } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CV_ACTIONS } from '@/lib/content/matching';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES, servicePath } from '@/lib/paths';

export const metadata: Metadata = pageMetadata({
  title: 'Espace client',
  description: "L'espace client en ligne d'ADIVE ouvrira prochainement : en attendant, nos services CV et emploi et notre équipe restent à votre disposition.",
  path: PAGES.login,
  noindex: true,
});

const proCv = CV_ACTIONS[0];

const SHORTCUTS = [
  ...(proCv ? [{ href: proCv.href, icon: { FileText }, title: 'Faire rédiger mon CV', text: proCv.text }] : []),
  {
    href: PAGES.jobs,
    icon: { Briefcase },
    title: "Consulter les offres d'emploi",
    text: 'Les postes à pourvoir chez nos entreprises partenaires.',
  },
  {
    href: PAGES.trainings,
    icon: { GraduationCap },
    title: "M'inscrire à une formation",
    text: 'Les sessions programmées, en présentiel ou à distance.',
  },
  { href: PAGES.contact, icon: { Mail }, title: 'Écrire à notre équipe', text: 'Une question sur un dossier, une commande ou une formation ?' },
];

// There is no account system: an honest page rather than a fake login form.
export default function Page() {
  return (
    <>
      <Breadcrumb title="Espace client" trail="Espace client" />
      <section className="container-page grid gap-8 py-12 md:py-16 lg:grid-cols-2 lg:items-start">
        <div className="rounded-3xl border border-ink-100 bg-ink-50 p-6 md:p-10">
          <span className="bg-brand-gradient flex size-14 items-center justify-center rounded-2xl text-white">
            <Icon of={{ LockKeyhole }} aria-hidden className="size-7" />
          </span>
          <h2 className="mt-6 text-2xl font-extrabold">L&apos;espace client en ligne n&apos;est pas encore ouvert</h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">
            Bientôt, vous pourrez y suivre vos candidatures, vos formations et vos commandes. En attendant, notre équipe
            s&apos;occupe de tout avec vous directement.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={servicePath('mise-en-relation')} className="btn btn-primary">
              Services CV et emploi
            </Link>
            <Link href={PAGES.contact} className="btn btn-outline">
              Nous contacter
            </Link>
          </div>
        </div>
        <div>
          <h2 className="text-xl font-bold">Ce que vous pouvez faire dès maintenant</h2>
          <ul className="mt-5 space-y-3">
            {SHORTCUTS.map((shortcut) => (
              <li key={shortcut.title}>
                <Link
                  href={shortcut.href}
                  className="group flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 hover:ring-brand-300"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon of={shortcut.icon} aria-hidden className="size-5" />
                  </span>
                  <span className="flex-1">
                    <span className="block font-bold text-ink-900">{shortcut.title}</span>
                    <span className="block text-sm text-ink-600">{shortcut.text}</span>
                  </span>
                  <Icon of={{ ArrowRight }} aria-hidden className="size-4 shrink-0 text-ink-400 group-hover:text-brand-600" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
