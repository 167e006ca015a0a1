import type { Texts } from '../types';

export const common: Texts['common'] = {
  cmsUnavailable: 'هذا المحتوى غير متاح مؤقتًا. يُرجى المحاولة مرة أخرى بعد قليل.',
  retry: 'أعد المحاولة',
};
