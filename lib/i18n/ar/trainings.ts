import type { Texts } from '../types';

const plural = new Intl.PluralRules('ar');

/** Hours with the noun's form for the number, the number in western digits: 5 ساعات, 24 ساعة. */
const hoursOf = (hours: number) => `${hours} ${plural.select(Number(hours)) === 'few' ? 'ساعات' : 'ساعة'}`;

export const trainings: Texts['trainings'] = {
  catalogue: {
    title: 'دوراتنا التدريبية',
    crumb: 'الدورات التدريبية',
    metaTitle: 'دوراتنا التدريبية',
    metaDescription:
      'دورات التدريب المهني التي تبرمجها ADIVE: دورات مشتركة بين الشركات، وتعلّم إلكتروني، وفصول افتراضية، في بوركينا فاسو وعبر الإنترنت.',
    badge: 'دورات مصمّمة حسب الطلب',
    heading: 'دورات تدريبية تلائم احتياجاتك، ',
    headingHighlight: 'يمكنك متابعتها حتى من منزلك',
    intro: 'يُصمَّم كل برنامج وفق أهدافك وقطاعك ومستوى فرق عملك. نقدّم لك صيغتين:',
    offers: {
      interCompany: {
        title: 'دورات مشتركة بين الشركات',
        text: 'جلسات مبرمجة في واغادوغو وبوبو ديولاسو، يتدرّب فيها موظفوك إلى جانب مهنيين من شركات أخرى.',
      },
      online: {
        title: 'التعلّم الإلكتروني أو الفصل الافتراضي',
        text: 'تابع دوراتنا من منزلك أو مكتبك، مباشرةً مع المدرّب أو وفق وتيرتك الخاصة، مع المتابعة نفسها والشهادة نفسها.',
      },
    },
    scheduled: 'دورات تدريبية مبرمجة ومتاحة للجميع!',
    empty: 'لا توجد دورات تدريبية مبرمجة حاليًا.',
  },
  card: {
    place: 'المكان: ',
    hours: hoursOf,
    language: 'اللغة: ',
    trainer: 'المدرّب: ',
    price: 'السعر: ',
    more: 'اعرف المزيد',
    moreAbout: (theme) => ` عن ${theme}`,
  },
  detail: {
    title: 'دورة تدريبية',
    bannerAlt: (theme) => `دورة تدريبية: ${theme}`,
    trainer: 'المدرّب:',
    description: 'وصف الدورة التدريبية',
    objectives: 'أهداف الدورة التدريبية',
    target: 'الفئة المستهدفة',
    skills: 'المهارات',
    withCertificate: 'مع شهادة: ',
    withTest: 'مع اختبار: ',
    yes: 'نعم',
    no: 'لا',
    tabs: 'تفاصيل الدورة التدريبية',
    overview: 'نظرة عامة',
    instructor: 'المدرّب',
    payments: 'وسائل الدفع',
  },
  side: {
    label: 'معلومات عملية',
    video: 'شاهد الفيديو التعريفي (علامة تبويب جديدة)',
    start: 'البداية',
    end: 'النهاية',
    hoursTerm: 'عدد الساعات',
    hours: hoursOf,
    place: 'المكان',
    level: 'المستوى',
    allLevels: 'جميع المستويات',
    language: 'اللغة',
    certificate: 'الشهادة',
    test: 'اختبار',
    instructor: 'المدرّب',
    price: 'السعر:',
    onRequest: 'عند الطلب',
    buy: 'شراء',
    purchaseMessage: (theme) => `مرحبًا، أرغب في التسجيل في الدورة التدريبية «${theme}». يُرجى إرسال تفاصيل التسجيل والدفع.`,
    purchaseMessageOn: (theme, date) =>
      `مرحبًا، أرغب في التسجيل في الدورة التدريبية «${theme}» (جلسة ${date}). يُرجى إرسال تفاصيل التسجيل والدفع.`,
  },
  trainer: {
    unknown: 'سيُعلَن عن مدرّب هذه الدورة قريبًا.',
    contact: 'بيانات الاتصال',
  },
  payments: {
    heading: 'وسائل الدفع المقبولة',
    loading: 'جارٍ تحميل وسائل الدفع…',
    error: 'وسائل الدفع غير متاحة مؤقتًا. تواصل معنا لتسديد رسوم تسجيلك.',
    empty: 'لا توجد وسيلة دفع إلكترونية حاليًا: تواصل معنا لتسديد رسوم تسجيلك.',
    logo: (name) => `شعار ${name}`,
  },
};
