import type { Texts } from '../types';

export const screens: Texts['screens'] = {
  notFound: {
    title: 'الصفحة غير موجودة',
    heading: 'عذرًا، لم نعثر على هذه الصفحة',
    text: 'ربما نُقلت الصفحة التي تبحث عنها أو لم تعد موجودة.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
  untranslated: {
    notice: 'لم يُترجم هذا المحتوى إلى العربية بعد، لذا يُعرض بنسخته الفرنسية.',
    mark: 'بالفرنسية',
  },
};
