import { Link } from '@/components/ui/Link';
import { ArrowRight, Check, Globe, Icon, Sparkles } from '@/components/ui/icons';
import {
  CV_ACTIONS,
  MATCHING_STEPS,
  ONE_OFF_SERVICES,
  PLAN_FEATURES,
  PLANS_ONLINE_ONLY_NOTE,
  SUBSCRIPTION_PLANS,
  orderHref,
} from '@/lib/content/matching';
import { formatFcfa } from '@/lib/content/money';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { SectionHeading } from '@/components/ui/SectionHeading';

/** The 7 steps from the pro CV to the hiring, as an ordered list. */
export function MatchingSteps() {
  return (
    <section aria-labelledby="etapes" className="bg-ink-50 py-12 md:py-16">
      <div className="container-page">
        <SectionHeading
          id="etapes"
          eyebrow="Comment ça marche"
          title={`${MATCHING_STEPS.length} étapes jusqu'à l'embauche`}
          lead="Nous vous accompagnons du premier CV à la signature du contrat."
        />
        <ol className="mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {MATCHING_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
              <span className="bg-brand-gradient flex size-10 shrink-0 items-center justify-center rounded-full font-display font-extrabold text-white">
                {index + 1}
              </span>
              <div>
                <h3 className="font-bold">{step.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Job-seeker price plans: one-off services, then the monthly, semester (highlighted) and annual plans. */
export function PricingPlans() {
  return (
    <section aria-labelledby="tarifs" className="container-page py-12 md:py-16">
      <SectionHeading
        id="tarifs"
        eyebrow="Nos tarifs"
        title="Des formules pour chaque recherche d'emploi"
        lead="Choisissez un service à la carte ou une formule complète, au mois, au semestre ou à l'année."
        align="center"
      />
      <p className="mx-auto mt-4 flex w-fit items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-bold text-brand-700 ring-1 ring-brand-200">
        <Icon of={{ Globe }} aria-hidden className="size-4" />
        {PLANS_ONLINE_ONLY_NOTE}
      </p>

      <ul className="mt-10 grid gap-6 lg:grid-cols-3 lg:items-center">
        {SUBSCRIPTION_PLANS.map((plan) => (
          <li
            key={plan.id}
            data-plan={plan.id}
            className={`relative rounded-3xl p-6 md:p-8 ${
              plan.highlighted
                ? 'bg-ink-900 text-white shadow-2xl shadow-ink-900/20 ring-2 ring-brand-500 lg:py-12'
                : 'bg-white shadow-sm ring-1 ring-ink-100'
            }`}
          >
            {plan.highlighted ? (
              <p className="bg-brand-gradient absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 whitespace-nowrap rounded-full px-4 py-1 text-xs font-bold uppercase tracking-wider text-white">
                <Icon of={{ Sparkles }} aria-hidden className="size-3.5" />
                Le plus choisi
              </p>
            ) : null}
            <h3 className={`text-xl font-bold ${plan.highlighted ? 'text-white' : ''}`}>{plan.name}</h3>
            <p className={`mt-1 text-sm ${plan.highlighted ? 'text-ink-200' : 'text-ink-600'}`}>{plan.pitch}</p>
            <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
              <span className={`font-display text-3xl font-extrabold md:text-4xl ${plan.highlighted ? 'text-white' : 'text-ink-900'}`}>
                {formatFcfa(plan.price)}
              </span>
              <span className={plan.highlighted ? 'text-ink-200' : 'text-ink-500'}>{plan.period}</span>
            </p>
            <ul className="mt-6 space-y-3">
              {PLAN_FEATURES.map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <Icon of={{ Check }} aria-hidden className={`mt-0.5 size-5 shrink-0 ${plan.highlighted ? 'text-brand-300' : 'text-brand-600'}`} />
                  <span className={plan.highlighted ? 'text-ink-100' : 'text-ink-700'}>{feature}</span>
                </li>
              ))}
            </ul>
            <Link
              href={orderHref(plan.name, plan.price, plan.period)}
              className={`btn mt-8 w-full ${plan.highlighted ? 'btn-primary' : 'btn-outline'}`}
            >
              Choisir cette formule
              <span className="sr-only">{` : ${plan.name}`}</span>
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-12 rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-100 md:p-8">
        <h3 className="text-xl font-bold">Services à la carte</h3>
        <p className="mt-1 text-ink-600">Besoin d&apos;un seul service ? Commandez-le séparément.</p>
        <ul className="mt-6 divide-y divide-ink-200">
          {ONE_OFF_SERVICES.map((service) => (
            <li key={service.name} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-4">
              <span className="font-bold text-ink-800">{service.name}</span>
              <span className="flex items-center gap-4">
                <span className="font-display font-extrabold text-ink-900">
                  {formatFcfa(service.price)}
                  {service.period ? <span className="font-sans font-medium text-ink-500">{` ${service.period}`}</span> : null}
                </span>
                <Link
                  href={orderHref(service.name, service.price, service.period)}
                  className="inline-flex items-center gap-1 rounded-full text-sm font-bold text-brand-700 hover:text-accent-700"
                >
                  Commander
                  <span className="sr-only">{` : ${service.name}`}</span>
                  <Icon of={{ ArrowRight }} aria-hidden className="size-4" />
                </Link>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The CV call to action and its four buttons. */
export function CvActions() {
  return (
    <section aria-labelledby="cv" className="container-page py-12 md:py-16">
      <div className="relative overflow-hidden rounded-3xl bg-ink-900 px-6 py-10 md:px-12 md:py-14">
        <div aria-hidden className="glow-brand absolute -right-20 -top-24 size-80 opacity-40" />
        <div className="relative">
          <SectionHeading
            id="cv"
            eyebrow="Candidats"
            title="Votre dossier de candidature, prêt à convaincre"
            lead="CV, lettre de motivation et pièces du dossier : commencez par ce dont vous avez besoin."
            tone="dark"
          />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {CV_ACTIONS.map((action) => (
              <li key={action.label} className="flex flex-col rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <ContentIcon name={action.icon} className="size-7 text-brand-300" />
                <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-200">{action.text}</p>
                {action.href.startsWith('/') ? (
                  <Link href={action.href} className="btn btn-primary mt-5 w-full text-sm">
                    {action.label}
                  </Link>
                ) : (
                  <a href={action.href} className="btn btn-primary mt-5 w-full text-sm">
                    {action.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
