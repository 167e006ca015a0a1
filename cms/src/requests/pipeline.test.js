'use strict';

const { createFakeStrapi } = require('../bootstrap/fakeStrapi');
const { storeOncePerKey } = require('../single-delivery');
const { followUpRequests } = require('./follow-up');
const { subscribeNotifications } = require('../notifications');
const { REQUEST_PIPELINE, registerRequestPipeline } = require('./pipeline');

const UID = 'api::devi.devi';
const ENV = { SMTP_HOST: 'smtp.test', NOTIFY_EMAIL: 'equipe@adive.test' };
const made = [];
afterAll(() => Promise.all(made.map((strapi) => strapi.close())));

/** A CMS with the steps' middlewares over an in-memory table, sending with `send`, as Strapi runs a create. */
function cmsWith(steps, send) {
  const strapi = createFakeStrapi();
  made.push(strapi);
  const middlewares = [];
  // @ts-expect-error: the document service's two calls the steps make, not all of it.
  strapi.documents = Object.assign((uid) => ({ findFirst: ({ filters }) => strapi.db.query(uid).findOne({ where: filters }) }), {
    use: (middleware) => middlewares.push(middleware),
  });
  strapi.plugin = () => ({ service: () => ({ send }) });
  registerRequestPipeline(strapi, ENV, steps);
  const create = (data) => {
    const run = (index) =>
      index < middlewares.length
        ? middlewares[index]({ uid: UID, action: 'create', params: { data } }, () => run(index + 1))
        : strapi.db.query(UID).create({ data: { ...data, createdAt: new Date() } });
    return run(0);
  };
  return { strapi, create, middlewares };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

/** What a request must get from the steps, whatever their code: what fails when they are out of order. */
async function expectOneRequestOneEmail(steps) {
  const send = jest.fn(async () => undefined);
  const { strapi, create } = cmsWith(steps, send);
  // A visitor's request, sent twice by a device that kept it offline, with fields only the CMS may write.
  const sent = { nom: 'Awa', email: 'awa@exemple.bf', message: 'Un logo', cle_envoi: 'k-12345678', statut: 'traitée', email_etat: 'envoyé' };
  const first = await create({ ...sent });
  expect(first).toMatchObject({ statut: 'nouvelle', email_etat: 'en attente', accuse_etat: 'en attente' });
  await settled();
  const again = await create({ ...sent });
  await settled();
  expect(again.id).toBe(first.id);
  expect(strapi.data[UID]).toHaveLength(1);
  expect(send.mock.calls.map((call) => /** @type {any} */ (call)[0].to)).toEqual(['equipe@adive.test', 'awa@exemple.bf']);
}

describe("a request's pipeline", () => {
  it('is these three steps, in this order, each registered once in the order of the list', () => {
    expect(REQUEST_PIPELINE.map(({ step, register }) => [step, register])).toEqual([
      ['stored once per key', storeOncePerKey],
      ['follow-up fields', followUpRequests],
      ['e-mails', subscribeNotifications],
    ]);
    const order = [];
    const steps = REQUEST_PIPELINE.map(({ step }) => ({ step, register: () => order.push(step) }));
    registerRequestPipeline(createFakeStrapi(), ENV, steps);
    expect(order).toEqual(REQUEST_PIPELINE.map(({ step }) => step));
  });

  it('stores a request sent twice once, with the status and e-mail state of the CMS, and e-mails it once', async () => {
    await expectOneRequestOneEmail(REQUEST_PIPELINE);
  });

  it('fails without a step, or with the e-mails before the follow-up (which would clear their state)', async () => {
    const [once, followUp, emails] = REQUEST_PIPELINE;
    await expect(expectOneRequestOneEmail([once, emails, followUp])).rejects.toThrow();
    await expect(expectOneRequestOneEmail([followUp, emails])).rejects.toThrow();
    await expect(expectOneRequestOneEmail([once, emails])).rejects.toThrow();
    await expect(expectOneRequestOneEmail([once, followUp])).rejects.toThrow();
  });
});
