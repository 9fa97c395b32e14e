// Unit tests format in both brand locales; a build has only its own (`@brand-dayjs-locale`).
import 'dayjs/locale/de';
import 'dayjs/locale/de-ch';
