export { LiveTranslation, type LiveTranslationProps } from './LiveTranslation';
